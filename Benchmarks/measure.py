"""Runs a command several times and reports wall time, CPU time and peak resident memory.

Each run is a fresh process, measured from outside: wall time with a monotonic clock around the
process, CPU time and peak resident set size from the kernel's accounting of that process
(`wait4`, the numbers `/usr/bin/time -f %M` prints), so nothing is added to the tool measured.
"""

import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Callable, Sequence


@dataclass
class Run:
    wall: float
    cpu: float
    peak_rss_mb: float


@dataclass
class Summary:
    runs: list[Run]

    @property
    def median(self) -> float:
        return statistics.median(r.wall for r in self.runs)

    @property
    def minimum(self) -> float:
        return min(r.wall for r in self.runs)

    @property
    def maximum(self) -> float:
        return max(r.wall for r in self.runs)

    @property
    def peak_rss_mb(self) -> float:
        return max(r.peak_rss_mb for r in self.runs)

    @property
    def cpu_percent(self) -> float:
        """CPU time over wall time of the median run: 200 % means both cores were busy throughout."""
        median_run = sorted(self.runs, key=lambda r: r.wall)[len(self.runs) // 2]
        return 100 * median_run.cpu / median_run.wall


# `ru_maxrss` is in kilobytes on Linux and in bytes on macOS.
MAXRSS_UNITS_PER_MB = 1024 * 1024 if sys.platform == "darwin" else 1024


class CommandFailed(Exception):
    pass


def run_once(command: Sequence[str], cwd: str | None = None) -> tuple[Run, str]:
    """One run; returns its measurements and its standard error. Raises when it fails."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    text = stderr.decode(errors="replace")
    if process.returncode != 0:
        raise CommandFailed(f"{' '.join(command)} exited {process.returncode}:\n{text}")
    return Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / MAXRSS_UNITS_PER_MB), text


def measure(command: Sequence[str], runs: int, before_each: Callable[[], None] = lambda: None) -> Summary:
    """`runs` timed runs, each after `before_each` (which is not timed)."""
    results = []
    for _ in range(runs):
        before_each()
        results.append(run_once(command)[0])
    return Summary(results)
