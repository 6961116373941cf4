"""`make bench`: how fast weaver-gen generates, how much memory it takes, and what the code it
generates costs to compile (DESIGN §10).

usage: python3 Benchmarks/bench.py [--quick] [--types N] [--runs R] [--seed S]
                                   [--configs release,debug] [--scaling N,N,...]
                                   [--compile-types N] [--compile-runs R]

Builds weaver-gen for each configuration, writes the synthetic apps (reused while their size,
seed and generator match) under .build/bench, and prints markdown tables: generate on the
default app (median, minimum and maximum wall time, MB/s, files/s, peak memory, CPU use), the
time it takes only to read the app's bytes, a no-op run, time against app size, and the share
of type-checking time spent on the generated file. Targets are reported, never asserted:
timing depends on the machine. --quick is the small, single-run form CI uses so that the
benchmark cannot rot.
"""

import argparse
import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

import compile_cost
import measure

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build" / "bench"
APP_WRITER = ROOT / "Benchmarks" / "synthetic_app"
MODULE = "BenchApp"

TARGETS = {
    "release": 1.0,
    "debug": 5.0,
    "peak_mb": 150,
    "scaling": 2.2,
    "compile_share": 0.20,
}


def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small app, one run, debug only (CI)")
    parser.add_argument("--types", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--configs", default="release,debug")
    parser.add_argument("--scaling", default="1000,5000,10000,20000", help="app sizes, comma-separated ('' skips)")
    parser.add_argument("--compile-types", type=int, default=1000, help="app size for the compile cost (0 skips)")
    parser.add_argument("--compile-runs", type=int, default=3)
    arguments = parser.parse_args()
    if arguments.quick:
        arguments.types, arguments.runs, arguments.configs = 1000, 1, "debug"
        arguments.scaling, arguments.compile_types, arguments.compile_runs = "500,1000", 200, 1
    arguments.configs = arguments.configs.split(",")
    arguments.scaling = [int(size) for size in arguments.scaling.split(",") if size]
    return arguments


def log(message: str) -> None:
    print(f"bench: {message}", file=sys.stderr, flush=True)


def build(config: str) -> Path:
    """Builds the weaver-gen product alone and returns the binary."""
    start = time.perf_counter()
    subprocess.run(["swift", "build", "-c", config, "--product", "weaver-gen"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    log(f"built weaver-gen ({config}) in {time.perf_counter() - start:.0f} s")
    bin_path = subprocess.run(["swift", "build", "-c", config, "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "weaver-gen"


def app(types: int, seed: int) -> tuple[Path, dict]:
    """The app of that size, written unless one with the same stamp is already there."""
    directory = WORK / f"app-{types}-seed{seed}"
    stamp_path = directory / "app.json"
    expected = subprocess.run([sys.executable, str(APP_WRITER), "--stamp", "--types", str(types), "--seed", str(seed),
                               "--output", str(directory)], check=True, capture_output=True, text=True).stdout
    if stamp_path.exists():
        stamp = json.loads(stamp_path.read_text())
        if all(stamp.get(key) == value for key, value in json.loads(expected).items()):
            return directory / MODULE, stamp
    log(f"writing the {types:,}-type app")
    subprocess.run([sys.executable, str(APP_WRITER), "--types", str(types), "--seed", str(seed), "--output",
                    str(directory)], check=True, stdout=subprocess.DEVNULL)
    return directory / MODULE, json.loads(stamp_path.read_text())


def check_valid(binary: Path, source: Path) -> None:
    """The benchmark only means something on a valid app: validate must report nothing."""
    _, stderr = measure.run_once(validate_command(binary, source, quiet=False))
    lines = stderr.strip().splitlines()
    if len(lines) != 1 or "no problems" not in lines[0]:
        raise SystemExit(f"bench: the synthetic app at {source} is not valid:\n{stderr[:4000]}")


def generate_command(binary: Path, source: Path, output: Path) -> list[str]:
    return [str(binary), "generate", "--input-path", str(source), "--output-path", str(output), "--quiet"]


def validate_command(binary: Path, source: Path, quiet: bool = True) -> list[str]:
    return [str(binary), "validate", "--input-path", str(source)] + (["--quiet"] if quiet else [])


def fresh(output: Path):
    return lambda: shutil.rmtree(output, ignore_errors=True)


def machine() -> str:
    model = "unknown CPU"
    for line in Path("/proc/cpuinfo").read_text().splitlines() if Path("/proc/cpuinfo").exists() else []:
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    return f"{model}, {os.cpu_count()} cores, {memory:.0f} GB, {platform.system()} {platform.machine()}; {swift}"


def read_floor(source: Path, runs: int) -> dict[int, float]:
    """Seconds to read every file of the app on 1 and 2 threads (median of `runs`)."""
    binary = WORK / "read-floor"
    program = ROOT / "Benchmarks" / "ReadFloor" / "main.swift"
    if not binary.exists() or binary.stat().st_mtime < program.stat().st_mtime:
        subprocess.run(["swiftc", "-O", str(program), "-o", str(binary)], check=True)
    listing = WORK / "read-floor-files.txt"
    files = sorted(source.rglob("*.swift"))
    listing.write_text("\n".join(str(p) for p in files) + "\n")
    expected_bytes = sum(p.stat().st_size for p in files)
    floors = {}
    for threads in (1, 2):
        times = []
        for _ in range(max(runs, 3)):
            output = subprocess.run([str(binary), str(listing), str(threads)], check=True, capture_output=True,
                                    text=True).stdout
            seconds, read_bytes = output.split()
            if int(read_bytes) != expected_bytes:
                raise SystemExit(f"bench: the read floor read {read_bytes} bytes of {expected_bytes}")
            times.append(float(seconds))
        floors[threads] = sorted(times)[len(times) // 2]
    return floors


def main() -> int:
    arguments = parse_arguments()
    WORK.mkdir(parents=True, exist_ok=True)
    binaries = {config: build(config) for config in arguments.configs}
    fastest = binaries.get("release") or next(iter(binaries.values()))
    source, stamp = app(arguments.types, arguments.seed)
    check_valid(fastest, source)

    print(f"# weaver-gen benchmark, {datetime.date.today().isoformat()}\n")
    print(f"Machine: {machine()}\n")
    print(f"App: {stamp['types']:,} injectable types, {stamp['files']:,} files ({stamp['annotated_files']:,} "
          f"annotated), {stamp['lines']:,} lines, {stamp['bytes'] / 1e6:.1f} MB, seed {stamp['seed']}.\n")
    floors = read_floor(source, arguments.runs)
    print(f"Reading the app's bytes (the floor, warm cache): {floors[1]:.3f} s on one thread, "
          f"{floors[2]:.3f} s on two.\n")
    results = print_generate(arguments, binaries, source, stamp)
    scaling = print_scaling(arguments, binaries, fastest) if arguments.scaling else {}
    cost = compile_types_cost(arguments, fastest) if arguments.compile_types else None
    if cost:
        print_compile_cost(arguments, cost)
    print("## Targets (reported, not asserted)\n")
    report_targets(arguments, results, scaling, cost)
    return 0


def print_generate(arguments, binaries: dict[str, Path], source: Path, stamp: dict) -> dict[str, measure.Summary]:
    """The headline: full runs (output removed first, so everything is written), then no-op runs."""
    megabytes, files = stamp["bytes"] / 1e6, stamp["files"]
    print(f"## generate, {arguments.runs} runs each (output removed before each run)\n")
    print("| build | median | min | max | MB/s | files/s | peak memory | CPU |")
    print("|---|---|---|---|---|---|---|---|")
    results = {}
    for config, binary in binaries.items():
        output = WORK / f"out-{config}"
        summary = measure.measure(generate_command(binary, source, output), arguments.runs, fresh(output))
        results[config] = summary
        print(f"| {config} | {summary.median:.3f} s | {summary.minimum:.3f} s | {summary.maximum:.3f} s | "
              f"{megabytes / summary.median:.0f} | {files / summary.median:,.0f} | {summary.peak_rss_mb:.0f} MB | "
              f"{summary.cpu_percent:.0f} % |")
    no_op = {
        config: measure.measure(generate_command(binary, source, WORK / f"out-{config}"), arguments.runs).median
        for config, binary in binaries.items()
    }
    validate = {
        config: measure.measure(validate_command(binary, source), arguments.runs).median
        for config, binary in binaries.items()
    }
    print("\nNo-op run (outputs already up to date, so nothing is written), median: "
          + ", ".join(f"{config} {median:.3f} s" for config, median in no_op.items()) + ".")
    print("validate (the CI gate: diagnostics only, nothing rendered or written), median: "
          + ", ".join(f"{config} {median:.3f} s" for config, median in validate.items()) + ".\n")
    return results


def print_scaling(arguments, binaries: dict[str, Path], fastest: Path) -> dict[tuple[str, int], float]:
    """Runs every size in turn, round after round, so that a slow spell of the machine falls on all
    sizes alike rather than on whichever was being measured."""
    runs = arguments.runs
    apps = {size: app(size, arguments.seed) for size in arguments.scaling}
    for size_source, _ in apps.values():
        check_valid(fastest, size_source)
    samples: dict[tuple[str, int], list[measure.Run]] = {}
    for _ in range(runs):
        for size, (size_source, _) in apps.items():
            for config, binary in binaries.items():
                output = WORK / f"out-{config}-{size}"
                fresh(output)()
                samples.setdefault((config, size), []).append(
                    measure.run_once(generate_command(binary, size_source, output))[0])
    print(f"## Time against app size (median of {runs} runs, output removed before each, sizes interleaved)\n")
    print("| types | files | MB | " + " | ".join(f"{config} | per type | peak memory" for config in binaries) + " |")
    print("|---|---|---|" + "---|---|---|" * len(binaries))
    scaling = {}
    for size, (_, size_stamp) in apps.items():
        cells = []
        for config in binaries:
            summary = measure.Summary(samples[(config, size)])
            scaling[(config, size)] = summary.median
            per_type = summary.median / size * 1e6
            cells.append(f"{summary.median:.3f} s | {per_type:.0f} µs | {summary.peak_rss_mb:.0f} MB")
        print(f"| {size:,} | {size_stamp['files']:,} | {size_stamp['bytes'] / 1e6:.1f} | " + " | ".join(cells) + " |")
    print()
    return scaling


def print_compile_cost(arguments, cost: compile_cost.CompileCost) -> None:
    print(f"## Compile cost of the generated code ({arguments.compile_types:,}-type app)\n")
    print(f"Type-checking `Weaver.swift`: {cost.generated:.2f} s; the app's own files: {cost.app:.2f} s "
          f"(each less the {cost.setup:.2f} s every frontend job spends on set-up and parsing).")
    print(f"Share of type-checking time spent on the generated file: {100 * cost.share:.1f} % "
          f"(function bodies alone: {100 * cost.body_share:.1f} %). Slowest generated body: "
          f"{cost.slowest_generated_body}.")
    print(f"The app and its generated file compile without a warning: {cost.object_build:.0f} s for a "
          f"whole-module debug build to an object file.\n")


def compile_types_cost(arguments, binary: Path) -> compile_cost.CompileCost:
    source, _ = app(arguments.compile_types, arguments.seed)
    output = WORK / f"out-compile-{arguments.compile_types}"
    # One part: the measure is the cost of all the generated code, comparable with earlier results.
    measure.run_once(generate_command(binary, source, output) + ["--parts", "1"])
    app_files = sorted(str(p) for p in source.rglob("*.swift"))
    generated = str(output / MODULE / "Weaver.swift")
    log(f"type-checking the {arguments.compile_types:,}-type app and its generated file")
    cost = compile_cost.measure(MODULE, app_files, generated, WORK, arguments.compile_runs)
    log(f"compiling the {arguments.compile_types:,}-type app and its generated file to an object file")
    cost.object_build = compile_cost.build_object(MODULE, app_files + [generated], WORK)
    return cost


def report_targets(arguments, results, scaling, cost) -> None:
    def line(name, value, limit, unit, ok):
        print(f"- {name}: {value}{unit} (target ≤ {limit}{unit}) {'met' if ok else 'MISSED'}")

    for config in ("release", "debug"):
        if config in results:
            median = results[config].median
            limit = TARGETS[config]
            line(f"{config}, {arguments.types:,}-type app", f"{median:.2f}", limit, " s", median <= limit)
    peak = max(summary.peak_rss_mb for summary in results.values())
    line("peak memory", f"{peak:.0f}", TARGETS["peak_mb"], " MB", peak <= TARGETS["peak_mb"])
    for config in results:
        if (config, 10_000) in scaling and (config, 20_000) in scaling:
            ratio = scaling[(config, 20_000)] / scaling[(config, 10_000)]
            line(f"{config}, 20,000 types over 10,000", f"{ratio:.2f}", TARGETS["scaling"], "×",
                 ratio <= TARGETS["scaling"])
    if cost:
        share, limit = 100 * cost.share, 100 * TARGETS["compile_share"]
        line("generated file's share of type-checking", f"{share:.1f}", limit, " %", share <= limit)


if __name__ == "__main__":
    sys.exit(main())
