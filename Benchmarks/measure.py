"""Runs a command several times and reports wall time, CPU time and peak resident memory.

Each run is a fresh process, measured from outside: wall time with a monotonic clock around the
process, CPU time and peak resident set size from the kernel's accounting of that process
(`wait4`, the numbers `/usr/bin/time -f %M` prints), so nothing is added to the tool measured. The
CPU time includes the children the process waited for: all the compiler jobs of a `swift build`.

The command is started by a small helper (`_LAUNCHER`), not by this process: the peak the kernel
reports for a process keeps what it had before `exec`, and a process forked from this one starts
as large as this one, so a run smaller than the benchmark itself reported the benchmark's size
(every small adversarial shape showed the 26–100 MB the script had grown to, not the tool's
17–26 MB). The helper is a fresh interpreter of a few megabytes; it forks the command and reports
what `wait4` says of it.
"""

import os
import statistics
import subprocess
import sys
from dataclasses import dataclass
from typing import Callable, Sequence


@dataclass
class Run:
    wall: float
    cpu: float
    peak_rss_mb: float
    status: int = 0
    # The part of `cpu` spent in the kernel on the process's behalf (page faults, reads, writes).
    system: float = 0.0


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
    def median_run(self) -> Run:
        """The run whose wall time is the median (the upper one of an even count)."""
        return sorted(self.runs, key=lambda r: r.wall)[len(self.runs) // 2]

    @property
    def cpu_percent(self) -> float:
        """CPU time over wall time of the median run: 200 % means both cores were busy throughout."""
        return 100 * self.median_run.cpu / self.median_run.wall

    @property
    def system_median(self) -> float:
        """Kernel time of the median run (page faults on fresh memory, reads, writes): in this shared
        machine's slow minutes it grows beside the user time, which the read floor does not show
        (docs/performance.md, stop 66)."""
        return self.median_run.system


# `ru_maxrss` is in kilobytes on Linux and in bytes on macOS.
MAXRSS_UNITS_PER_MB = 1024 * 1024 if sys.platform == "darwin" else 1024


class CommandFailed(Exception):
    pass


# Run as `python3 -S -c _LAUNCHER <report fd> <command...>`: forks the command, waits for it, and
# writes its wall time, CPU time, peak resident size, exit status and kernel time to the report
# descriptor.
_LAUNCHER = r"""
import os, sys, time
start = time.perf_counter()
pid = os.fork()
if pid == 0:
    try:
        os.execvp(sys.argv[2], sys.argv[2:])
    except OSError as error:
        os.write(2, f"{sys.argv[2]}: {error}\n".encode())
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
wall = time.perf_counter() - start
code = os.waitstatus_to_exitcode(status)
with os.fdopen(int(sys.argv[1]), "w") as report:
    report.write(f"{wall} {usage.ru_utime + usage.ru_stime} {usage.ru_maxrss} {code} {usage.ru_stime}")
sys.exit(min(abs(code), 255))
"""


def _launch(command: Sequence[str], cwd: str | None, **streams) -> tuple[subprocess.Popen, int]:
    """Starts `command` through the launcher; returns the launcher and the end of its report."""
    report, writer = os.pipe()
    process = subprocess.Popen(
        [sys.executable, "-S", "-c", _LAUNCHER, str(writer), *command], cwd=cwd, pass_fds=(writer,), **streams)
    os.close(writer)
    return process, report


def run_once(command: Sequence[str], cwd: str | None = None, check: bool = True) -> tuple[Run, str]:
    """One run; returns its measurements and its standard error. Raises when it fails, unless
    `check` is false (then `Run.status` says how it ended)."""
    process, report = _launch(command, cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    stderr = process.stderr.read().decode(errors="replace")
    return _finish(process, report, command, stderr, check), stderr


def run_with_output(command: Sequence[str], cwd: str | None = None) -> tuple[Run, list[str]]:
    """One run; returns its measurements and the lines it printed (output and error together, in
    the order printed). Raises when it fails."""
    process, report = _launch(command, cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = process.stdout.read().decode(errors="replace")
    return _finish(process, report, command, output, check=True), output.splitlines()


def _finish(process: subprocess.Popen, report: int, command: Sequence[str], output: str, check: bool) -> Run:
    """Reaps the launcher and reads its report: the command's wall time, and the CPU time and peak
    memory the kernel counted for it and the children it waited for."""
    process.wait()
    with os.fdopen(report) as lines:
        wall, cpu, maxrss, code, system = lines.read().split()
    process.returncode = int(code)
    if check and process.returncode != 0:
        raise CommandFailed(f"{' '.join(command)} exited {process.returncode}:\n{_excerpt(output)}")
    return Run(float(wall), float(cpu), int(maxrss) / MAXRSS_UNITS_PER_MB, process.returncode, float(system))


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
