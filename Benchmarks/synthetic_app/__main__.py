"""Writes a synthetic, seeded, valid annotated Swift app for `make bench`.

usage: python3 Benchmarks/synthetic_app --output DIR [--types N] [--annotated-files A]
                                        [--plain-files P] [--seed S] [--stamp]

Writes DIR/BenchApp/ (one module: the root type sits directly in it) and DIR/app.json, which
records the size, the seed, a hash of this generator, and the app's line, byte and file counts.
The same arguments always give the same bytes. Defaults: 10,000 injectable types in 2,000
annotated files plus 4,000 plain files, about 1.4 million lines (docs/performance.md); the file counts
scale with --types when not given.
"""

import argparse
import hashlib
import json
import random
import shutil
import sys
from pathlib import Path

import annotated_file
import graph_plan
import plain_file
from support_sources import SERVICE_SOURCES, feature_store_source

MODULE = "BenchApp"
STAMP = "app.json"
PLAIN_FILE_LINES = (100, 250)
"""Plain files are drawn between these line counts; with the annotated files this gives the
default app docs/performance.md measures (about 1.4 million lines, 44 MB)."""


def generator_hash() -> str:
    """Hash of this package's sources: an app written by an older generator is not reused."""
    digest = hashlib.sha256()
    for path in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="synthetic_app", description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", required=True, type=Path, help="directory to write (replaced)")
    parser.add_argument("--types", type=int, default=10_000, help="injectable types (default 10000)")
    parser.add_argument("--annotated-files", type=int, help="files with annotations (default types / 5)")
    parser.add_argument("--plain-files", type=int, help="files without annotations (default 2 * types / 5)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument(
        "--stamp", action="store_true", help="print the size and seed app.json would record; write nothing"
    )
    arguments = parser.parse_args(argv)
    arguments.annotated_files = arguments.annotated_files or max(4, arguments.types // 5)
    arguments.plain_files = arguments.plain_files or max(60, 2 * arguments.types // 5)
    return arguments


def stamp_for(arguments: argparse.Namespace) -> dict:
    return {
        "types": arguments.types,
        "annotated_files": arguments.annotated_files,
        "plain_files": arguments.plain_files,
        "seed": arguments.seed,
        "generator": generator_hash(),
    }


class AppWriter:
    """Collects the app's files and writes them, counting lines and bytes as it goes."""

    def __init__(self, root: Path):
        self.root = root
        self.lines = 0
        self.bytes = 0
        self.files = 0

    def write(self, relative: str, text: str) -> None:
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        data = text.encode()
        path.write_bytes(data)
        self.lines += text.count("\n")
        self.bytes += len(data)
        self.files += 1


def write_app(arguments: argparse.Namespace) -> dict:
    rng = random.Random(arguments.seed)
    plan = graph_plan.plan(rng, arguments.types, arguments.annotated_files)
    writer = AppWriter(arguments.output / MODULE)

    by_file: dict[int, list[graph_plan.TypeSpec]] = {}
    for spec in plan.types:
        by_file.setdefault(spec.file, []).append(spec)
    for file, specs in sorted(by_file.items()):
        folder = _folder(plan, specs[0])
        writer.write(f"{folder}{specs[0].simple}.swift", annotated_file.render_file(rng, plan, specs))

    support = dict(SERVICE_SOURCES)
    for feature in plan.features:
        support[f"Features/{feature.name}/{feature.store}"] = feature_store_source(feature.store)
    for name, source in support.items():
        folder = "" if "/" in name else ("Shared/" if name in ("DisplayFormatter", "MemoryCache") else "Services/")
        writer.write(f"{folder}{name}.swift", "import Foundation\n" + source)

    models = arguments.plain_files - len(support)
    if models < 0:
        raise SystemExit(f"synthetic_app: --plain-files must be at least {len(support)}")
    plain = plain_file.PlainFileWriter(rng)
    for number in range(models):
        feature = plan.features[number % len(plan.features)]
        name, text = plain.file(feature.name, rng.randint(*PLAIN_FILE_LINES))
        writer.write(f"Features/{feature.name}/Models/{name}.swift", text)

    return stamp_for(arguments) | {"lines": writer.lines, "bytes": writer.bytes, "files": writer.files}


def _folder(plan: graph_plan.GraphPlan, spec: graph_plan.TypeSpec) -> str:
    if spec.index == 0:
        return ""
    if spec.feature is None:
        return "Services/"
    return f"Features/{plan.features[spec.feature].name}/"


def clear_output(output: Path, marker: str, tool: str) -> bool:
    """Removes `output` for `tool` to write again, unless it holds files and not `marker`, the file
    `tool` always writes there: a directory it did not write is never deleted."""
    if output.exists():
        if any(output.iterdir()) and not (output / marker).exists():
            print(f"{tool}: {output} is not empty and was not written by this tool", file=sys.stderr)
            return False
        shutil.rmtree(output)
    return True


def main(argv: list[str]) -> int:
    arguments = parse_arguments(argv)
    if arguments.stamp:
        print(json.dumps(stamp_for(arguments)))
        return 0
    output: Path = arguments.output
    if not clear_output(output, STAMP, "synthetic_app"):
        return 64
    output.mkdir(parents=True)
    stamp = write_app(arguments)
    (output / STAMP).write_text(json.dumps(stamp, indent=2) + "\n")
    print(
        f"synthetic_app: {stamp['types']} types, {stamp['files']} files, {stamp['lines']:,} lines, "
        f"{stamp['bytes'] / 1e6:.1f} MB in {output / MODULE}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
