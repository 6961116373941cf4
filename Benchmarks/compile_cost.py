"""How much type-checking time the generated code adds to the app it serves (docs/generated-code.md).

Runs the Swift frontend the way an incremental (batch-mode) build does, with the app and the
generated files as inputs, three times over:
* with an empty file as the only primary file: the cost every job pays to set up and parse;
* with every generated file as a primary file: that plus type-checking the generated code;
* with every app file as a primary file: that plus type-checking the app itself.
Each cost is the job's CPU time less the set-up job's: CPU rather than wall time, because the
frontend type-checks on one thread and CPU time is what a busy machine disturbs least. The
generated code's ratio to the app's cost is what a target on "the generated code's cost
relative to the app's" reads; its share of both is the older form of the same number. Function-body
times (`-debug-time-function-bodies`) come from the same jobs, and name the slowest generated
function, which is where a shape problem would show first.

Type-checking alone does not run the checks that follow it (definite initialization, exclusivity,
missing returns), so `build_object` also compiles the whole module to an object file: the proof
that the synthetic app and its generated file build without a warning.
"""

import re
import shutil
import statistics
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import measure as process_measure

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
    def ratio(self) -> float:
        """The generated code's type-checking CPU over the app's own, in the same run."""
        return self.generated / self.app

    @property
    def body_share(self) -> float:
        return self.generated_bodies / (self.generated_bodies + self.app_bodies)


class CompileFailed(Exception):
    pass


def _check_clean(status: int, stderr: str, what: str) -> None:
    problems = [line for line in stderr.splitlines() if "error:" in line or "warning:" in line]
    if status != 0 or problems:
        raise CompileFailed(f"the app and its generated code do not {what} cleanly:\n" + "\n".join(problems[:20]))


def _job(module: str, primaries: list[str], others: list[str],
         flags: list[str] | None = None) -> tuple[float, list[tuple[float, str]]]:
    """The job's CPU seconds and its function bodies' times (the frontend prints them on stderr)."""
    command = FRONTEND + [module, "-debug-time-function-bodies"] + (flags or [])
    for path in primaries:
        command += ["-primary-file", path]
    command += others
    run, stderr = process_measure.run_once(command, check=False)
    _check_clean(run.status, stderr, "type-check")
    bodies = []
    for line in stderr.splitlines():
        match = _BODY_TIME.match(line)
        if match:
            bodies.append((float(match.group(1)) / 1000, match.group(2)))
    return run.cpu, bodies


def _describe(body: str) -> str:
    """`Weaver.swift:7899 instance method X._makeY()` from the frontend's `path:line:col<TAB>what@path`."""
    location, _, what = body.partition("\t")
    path, line = location.split(":")[:2] if ":" in location else (location, "?")
    what = what.split("@")[0].replace(".(file).", ".")
    return f"{Path(path).name}:{line} {what}"


def measure(module: str, app_files: list[str], generated: list[str], scratch: Path, runs: int) -> CompileCost:
    """Median job CPU times over `runs` runs of each job; `generated` are all the generated files."""
    empty = scratch / "empty.swift"
    empty.write_text("")
    everything = app_files + generated
    setup = statistics.median(_job(module, [str(empty)], everything)[0] for _ in range(runs))
    generated_runs = [_job(module, generated, app_files + [str(empty)]) for _ in range(runs)]
    app_runs = [_job(module, app_files, generated + [str(empty)]) for _ in range(runs)]
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
    _check_clean(result.returncode, result.stderr, "compile")
    return wall


def measure_doubles(module: str, files: list[str], doubles: str, scratch: Path, runs: int) -> float:
    """Type-checking CPU seconds of the resolver doubles (`weaver-gen doubles`) in a test module that
    imports the app `@testable`, as a test target does: the app and its generated code are compiled
    to a testable module first, then the doubles' job is timed less a set-up job's, as above."""
    modules = scratch / "testable-modules"
    modules.mkdir(parents=True, exist_ok=True)
    command = ["swiftc", "-emit-module", "-enable-testing", "-parse-as-library", "-swift-version", "6",
               "-module-name", module, "-emit-module-path", str(modules / f"{module}.swiftmodule")]
    result = subprocess.run(command + files, capture_output=True, text=True)
    _check_clean(result.returncode, result.stderr, "compile into a testable module")
    empty = scratch / "empty.swift"
    empty.write_text("")
    # The driver tells the frontend where the toolchain's macro plugins are; the doubles use Swift
    # Testing's `Issue.record`, whose default source location is a macro.
    plugins = Path(shutil.which("swiftc") or "swiftc").resolve().parent.parent / "lib" / "swift" / "host" / "plugins"
    flags = ["-I", str(modules), "-plugin-path", str(plugins)]
    tests = f"{module}Tests"
    setup = statistics.median(_job(tests, [str(empty)], [doubles], flags)[0] for _ in range(runs))
    checked = statistics.median(_job(tests, [doubles], [str(empty)], flags)[0] for _ in range(runs))
    return max(0.0, checked - setup)
