"""Watches the processes a build starts, through Linux's /proc, to tell how long each step took.

`swift build` prints a step's progress line only when the step ends, and says nothing of when it
started or which files a batch-mode compiler job held, so the steps are read from the processes
themselves: a thread lists /proc every `interval` seconds and, for each process whose arguments
match, keeps its arguments (response files expanded), its start (the kernel's record, exact to a
clock tick) and the last time it was seen running. A process ends between its last sighting and
the next poll, so an end is known to `interval`; where the step writes a file as it finishes, the
file's modification time narrows it. A process shorter than `interval` may be missed altogether.
Elsewhere than Linux nothing is watched and every lookup finds nothing.
"""

import os
import shlex
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

PROC = Path("/proc")
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass
class WatchedProcess:
    arguments: list[str]
    start: float
    """Seconds on the boot-time clock (`time.CLOCK_BOOTTIME`), as the kernel records it."""
    last_seen: float


def boot_clock() -> float:
    """The clock /proc gives process start times on (elsewhere a monotonic clock, never compared
    with a start since nothing is watched there)."""
    return time.clock_gettime(getattr(time, "CLOCK_BOOTTIME", time.CLOCK_MONOTONIC))


def to_boot_clock(wall: float) -> float:
    """A `time.time()` value (a file's modification time) on the boot-time clock."""
    return wall - (time.time() - boot_clock())


class ProcessWatch:
    """`with ProcessWatch(match) as watch:` records, while the block runs, every process whose
    argument list `match` accepts."""

    def __init__(self, match: Callable[[list[str]], bool], interval: float = 0.05):
        self.match = match
        self.interval = interval
        self.processes: dict[int, WatchedProcess] = {}
        self._ignored: set[int] = set()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)

    def __enter__(self) -> "ProcessWatch":
        if PROC.is_dir():
            self._thread.start()
        return self

    def __exit__(self, *_) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()

    def _watch(self) -> None:
        while not self._stop.is_set():
            for name in os.listdir(PROC):
                if name.isdigit() and int(name) not in self._ignored:
                    self._look_at(int(name))
            self._stop.wait(self.interval)

    def _look_at(self, pid: int) -> None:
        try:
            fields = (PROC / str(pid) / "stat").read_text().rpartition(")")[2].split()
            state, start = fields[0], int(fields[19]) / _TICKS
            known = self.processes.get(pid)
            if known is None:
                arguments = _expand((PROC / str(pid) / "cmdline").read_bytes().decode(errors="replace").split("\0"))
                if not arguments or not self.match(arguments):
                    self._ignored.add(pid)
                    return
                known = self.processes[pid] = WatchedProcess(arguments, start, start)
            if state != "Z":
                known.last_seen = boot_clock()
        except (OSError, IndexError, ValueError):
            pass  # the process ended while it was being read


def _expand(arguments: list[str]) -> list[str]:
    """Replaces `@file` arguments by the arguments the file holds, as the compiler reads them."""
    expanded = []
    for argument in arguments:
        if argument.startswith("@") and Path(argument[1:]).is_file():
            expanded += shlex.split(Path(argument[1:]).read_text())
        elif argument:
            expanded.append(argument)
    return expanded
