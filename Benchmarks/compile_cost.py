"""How much type-checking time the generated file adds to the app it serves (DESIGN §6).

Runs the Swift frontend the way an incremental (batch-mode) build does, with the app and
`Weaver.swift` as inputs, three times over:
* with an empty file as the only primary file: the cost every job pays to set up and parse;
* with `Weaver.swift` as the only primary file: that plus type-checking the generated code;
* with every app file as a primary file: that plus type-checking the app itself.
The generated file's share is its own cost over the sum of both costs, each less the set-up
cost. Function-body times (`-debug-time-function-bodies`) come from the same jobs, and name the
slowest generated function, which is where a shape problem would show first.

Type-checking alone does not run the checks that follow it (definite initialization, exclusivity,
missing returns), so `build_object` also compiles the whole module to an object file: the proof
that the synthetic app and its generated file build without a warning.
"""

import re
import statistics
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

FRONTEND = ["swiftc", "-frontend", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name"]
_BODY_TIME = re.compile(r"^([\d.]+)ms\t(.*)$")


@dataclass
class CompileCost:
    setup: float
    generated: float
    app: float
    generated_bodies: float
    app_bodies: float
    slowest_generated_body: str
    object_build: float = 0.0

    @property
    def share(self) -> float:
        return self.generated / (self.generated + self.app)

    @property
    def body_share(self) -> float:
        return self.generated_bodies / (self.generated_bodies + self.app_bodies)


class CompileFailed(Exception):
    pass


def _check_clean(result: subprocess.CompletedProcess, what: str) -> None:
    problems = [line for line in result.stderr.splitlines() if "error:" in line or "warning:" in line]
    if result.returncode != 0 or problems:
        raise CompileFailed(f"the app and its generated file do not {what} cleanly:\n" + "\n".join(problems[:20]))


def _job(module: str, primaries: list[str], others: list[str]) -> tuple[float, list[tuple[float, str]]]:
    command = FRONTEND + [module, "-debug-time-function-bodies"]
    for path in primaries:
        command += ["-primary-file", path]
    command += others
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True)
    wall = time.perf_counter() - start
    _check_clean(result, "type-check")
    bodies = []
    for line in (result.stdout + result.stderr).splitlines():
        match = _BODY_TIME.match(line)
        if match:
            bodies.append((float(match.group(1)) / 1000, match.group(2)))
    return wall, bodies


def _describe(body: str) -> str:
    """`Weaver.swift:7899 instance method X._makeY()` from the frontend's `path:line:col<TAB>what@path`."""
    location, _, what = body.partition("\t")
    path, line = location.split(":")[:2] if ":" in location else (location, "?")
    what = what.split("@")[0].replace(".(file).", ".")
    return f"{Path(path).name}:{line} {what}"


def measure(module: str, app_files: list[str], generated: str, scratch: Path, runs: int) -> CompileCost:
    """Median job times over `runs` runs of each job."""
    empty = scratch / "empty.swift"
    empty.write_text("")
    everything = app_files + [generated]
    setup = statistics.median(_job(module, [str(empty)], everything)[0] for _ in range(runs))
    generated_runs = [_job(module, [generated], app_files + [str(empty)]) for _ in range(runs)]
    app_runs = [_job(module, app_files, [generated, str(empty)]) for _ in range(runs)]
    generated_bodies = generated_runs[0][1]
    slowest = max(generated_bodies, default=(0.0, "none"))
    return CompileCost(
        setup=setup,
        generated=max(0.0, statistics.median(r[0] for r in generated_runs) - setup),
        app=max(0.0, statistics.median(r[0] for r in app_runs) - setup),
        generated_bodies=sum(t for t, _ in generated_bodies),
        app_bodies=sum(t for t, _ in app_runs[0][1]),
        slowest_generated_body=f"{slowest[0] * 1000:.1f} ms, {_describe(slowest[1])}",
    )


def build_object(module: str, files: list[str], scratch: Path) -> float:
    """Seconds to compile the whole module (debug, one job) to an object file, which is then removed."""
    output = scratch / f"{module}.o"
    command = ["swiftc", "-c", "-wmo", "-Onone", "-parse-as-library", "-swift-version", "6", "-module-name", module]
    start = time.perf_counter()
    result = subprocess.run(command + files + ["-o", str(output)], capture_output=True, text=True)
    wall = time.perf_counter() - start
    output.unlink(missing_ok=True)
    _check_clean(result, "compile")
    return wall
