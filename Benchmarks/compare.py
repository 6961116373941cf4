"""Two builds of weaver-gen on the same app, run by run: is the new one faster?

    python3 Benchmarks/compare.py OLD NEW [--app PATH] [--pairs N] [--command generate|validate]

The machine the benchmarks run on changes speed by tens of percent from one minute to the next
(docs/performance.md, stops 58 to 61), more than most changes move a run, so `make bench` run once
before and once after a change cannot tell. Here the two binaries run in pairs, in alternating
order (old first, then new first), each run a fresh process on a warm page cache with the output
folder removed before it, measured from outside as `make bench` measures (`measure.py`). The report
gives each binary's median wall and CPU time, the median of the pairs' differences (new minus old)
with its quartiles, and how many pairs the new binary won. Quartiles on both sides of zero say
the two are not told apart; stop 61 shows a change whose own loop looked 17 % cheaper and whose
runs were not faster.

Without `--app`, the bench app `make bench` writes (`.build/bench/app-10000-seed1/BenchApp`).
"""

import argparse
import os
import statistics
import sys
import tempfile

from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import MODULE, WORK, fresh, generate_command, validate_command  # noqa: E402
from measure import CommandFailed, run_once  # noqa: E402

DEFAULT_APP = WORK / "app-10000-seed1" / MODULE


def quartiles(values: list[float]) -> tuple[float, float]:
    """The first and third quartiles (the median of a single value is itself)."""
    if len(values) < 2:
        return values[0], values[0]
    low, _, high = statistics.quantiles(values, n=4)
    return low, high


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", help="the weaver-gen binary before the change")
    parser.add_argument("new", help="the weaver-gen binary after the change")
    parser.add_argument("--app", default=DEFAULT_APP, help="the sources to run on (default: the bench app)")
    parser.add_argument("--pairs", type=int, default=21, help="how many pairs of runs (default: 21)")
    parser.add_argument("--command", choices=["generate", "validate"], default="generate")
    options = parser.parse_args()
    if options.pairs < 1:
        parser.error("--pairs must be at least 1")
    if not os.path.isdir(options.app):
        parser.error(f"no app at {options.app}: run `make bench` first, or give --app")
    for binary in (options.old, options.new):
        if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
            parser.error(f"{binary} is not an executable file")

    app = Path(options.app).resolve()
    walls: list[list[float]] = [[], []]
    cpus: list[list[float]] = [[], []]
    with tempfile.TemporaryDirectory(prefix="weaver-gen-compare-") as scratch:
        output = Path(scratch) / "Generated"
        remove_output = fresh(output)
        commands = [
            generate_command(binary, app, output) if options.command == "generate" else validate_command(binary, app)
            for binary in (Path(options.old).resolve(), Path(options.new).resolve())
        ]
        # One untimed run of each first: the page cache and the binaries' pages are then warm for
        # both, whichever runs first in the first pair.
        for command in commands:
            remove_output()
            run_once(command)
        for pair in range(options.pairs):
            for which in (0, 1) if pair % 2 == 0 else (1, 0):
                remove_output()
                run = run_once(commands[which])[0]
                walls[which].append(run.wall)
                cpus[which].append(run.cpu)

    differences = [new - old for old, new in zip(*walls)]
    low, high = quartiles(differences)
    wins = sum(difference < 0 for difference in differences)
    for label, index in (("old", 0), ("new", 1)):
        print(
            f"{label}: wall median {statistics.median(walls[index]) * 1000:.1f} ms "
            f"(min {min(walls[index]) * 1000:.1f}), CPU median {statistics.median(cpus[index]) * 1000:.0f} ms"
        )
    print(
        f"new - old, per pair: median {statistics.median(differences) * 1000:+.1f} ms "
        f"(quartiles {low * 1000:+.1f} to {high * 1000:+.1f}); new faster in {wins} of {options.pairs}"
    )
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except CommandFailed as failure:
        print(f"compare.py: {failure}", file=sys.stderr)
        sys.exit(1)
