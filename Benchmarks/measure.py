"""Runs a command several times and reports wall time, CPU time and peak resident memory.

Each run is a fresh process, measured from outside: wall time with a monotonic clock around the
process, CPU time and peak resident set size from the kernel's accounting of that process
(`wait4`, the numbers `/usr/bin/time -f %M` prints), so nothing is added to the tool measured. The
CPU time includes the children the process waited for: all the compiler jobs of a `swift build`.
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
    status: int = 0


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


def run_once(command: Sequence[str], cwd: str | None = None, check: bool = True) -> tuple[Run, str]:
    """One run; returns its measurements and its standard error. Raises when it fails, unless
    `check` is false (then `Run.status` says how it ended)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    stderr = process.stderr.read().decode(errors="replace")
    return _finish(process, start, command, stderr, check), stderr


def run_with_output(command: Sequence[str], cwd: str | None = None) -> tuple[Run, list[str]]:
    """One run; returns its measurements and the lines it printed (output and error together, in
    the order printed). Raises when it fails."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = process.stdout.read().decode(errors="replace")
    return _finish(process, start, command, output, check=True), output.splitlines()


def _finish(process: subprocess.Popen, start: float, command: Sequence[str], output: str, check: bool) -> Run:
    """Reaps the process: its wall time, and the CPU time and peak memory the kernel counted for it
    and the children it waited for."""
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if check and process.returncode != 0:
        raise CommandFailed(f"{' '.join(command)} exited {process.returncode}:\n{_excerpt(output)}")
    return Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / MAXRSS_UNITS_PER_MB, process.returncode)


def _excerpt(output: str, keep: int = 40) -> str:
    """A long output's error lines and its end: a failed build prints a line per step."""
    lines = output.splitlines()
    if len(lines) <= keep:
        return output
    errors = [line for line in lines[:-keep // 2] if "error" in line][: keep // 2]
    return "\n".join(errors + ["..."] + lines[-keep // 2 :])


def measure(command: Sequence[str], runs: int, before_each: Callable[[], None] = lambda: None) -> Summary:
    """`runs` timed runs, each after `before_each` (which is not timed)."""
    results = []
    for _ in range(runs):
        before_each()
        results.append(run_once(command)[0])
    return Summary(results)
