"""The least any generator of weaver's API could write for an app: its declarations, no code.

`python3 Benchmarks/declaration_floor.py [--types N] [--runs R]` generates the synthetic app's code
with this checkout's weaver-gen, then derives from it a **floor**: every resolver protocol as
generated, less its doc comments; for each a `struct` container holding one `let` per member (a
`func` member forwards to a stored closure); the typealiases nested types' resolvers are named by.
No initializer (a root's `init()` stays, with a body that builds nothing), no building code, no
runtime support. The API users write against (`XDependencyResolver`, `XDependencyContainer`) is
all there; nothing that builds a dependency is. The app type-checks against it, which is how
`compile_cost` measures the generated code.

It prints the floor's lines per injectable type and its type-checking CPU over the app's, next to
what weaver-gen generates, so the size and compile-cost targets in docs/performance.md can be read
against what no generator can go under while it keeps one protocol and one container per type.
"""

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402
import compile_cost  # noqa: E402
import generated_code  # noqa: E402

_PROTOCOL = re.compile(r"^(.*?)protocol (\w+)DependencyResolver\b.*\{$")
_PROPERTY = re.compile(r"^\s*var (\w+): (.+) \{ get \}$")
_ALIASES = re.compile(r"^extension [\w.]+ \{$")
"""The typealiases a nested type's resolver is named by inside its enclosing type: API too."""
_FUNCTION = re.compile(r"^\s*func (\w+)\((.*)\) -> (.+)$")


def floor(text: str) -> str:
    """The floor of one generated file: its header and imports, then each protocol and its struct."""
    lines = text.split("\n")
    out = [line for line in lines[:12] if line.startswith(("//", "import", "#if", "#endif"))]
    index = 0
    while index < len(lines):
        if _ALIASES.match(lines[index]):
            end = lines.index("}", index)
            out += [""] + lines[index : end + 1]
            index = end + 1
            continue
        match = _PROTOCOL.match(lines[index])
        if not match:
            index += 1
            continue
        attributes, name = match.group(1), match.group(2)
        members = []
        index += 1
        while not lines[index].startswith("}"):
            if not lines[index].strip().startswith("///"):
                members.append(lines[index])
            index += 1
        out += ["", f"{attributes}protocol {name}DependencyResolver {{"] + members + ["}", ""]
        out.append(f"{attributes}struct {name}DependencyContainer: {name}DependencyResolver {{")
        for member in members:
            if property_ := _PROPERTY.match(member):
                out.append(f"  let {property_.group(1)}: {property_.group(2)}")
            elif function := _FUNCTION.match(member):
                parameters = _top_level_split(function.group(2))
                labels = [p.split(":")[0] for p in parameters]
                types = [p.split(": ", 1)[1] for p in parameters]
                out.append(f"  let make_{function.group(1)}: ({', '.join(types)}) -> {function.group(3)}")
                out.append(f"  func {function.group(1)}({function.group(2)}) -> {function.group(3)} "
                           f"{{ make_{function.group(1)}({', '.join(labels)}) }}")
        if _starts_without_arguments(lines, index, name):
            out.append('  init() { fatalError("the floor builds nothing") }')
        out.append("}")
    return "\n".join(out) + "\n"


def _starts_without_arguments(lines: list[str], index: int, name: str) -> bool:
    """Whether the generated container of `name` (after line `index`) is a root's, made with `()`:
    the app calls that initializer, so the floor keeps it, with a body that builds nothing."""
    opening = next(i for i in range(index, len(lines)) if f" {name}DependencyContainer:" in lines[i])
    closing = next(i for i in range(opening, len(lines)) if lines[i].startswith("}"))
    return any(line.strip().endswith("init() {") for line in lines[opening:closing])


def _top_level_split(parameters: str) -> list[str]:
    """`a: (x: Int, y: Int), b: [String: Int]` into its two parameters."""
    found, depth, start = [], 0, 0
    for offset, character in enumerate(parameters):
        depth += character in "([<" and 1 or character in ")]>" and -1 or 0
        if character == "," and depth == 0:
            found.append(parameters[start:offset].strip())
            start = offset + 1
    return found + [parameters[start:].strip()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--types", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()

    binary = bench.build("debug")
    source, stamp = bench.app(arguments.types, arguments.seed)
    generated_folder = bench.WORK / f"floor-generated-{arguments.types}"
    floor_folder = bench.WORK / f"floor-{arguments.types}"
    bench.fresh(generated_folder)()
    bench.measure.run_once(bench.generate_command(binary, source, generated_folder))
    generated = generated_code.generated_files(generated_folder)
    floor_folder.mkdir(parents=True, exist_ok=True)
    for old in floor_folder.glob("*.swift"):
        old.unlink()
    floors = []
    for path in generated:
        target = floor_folder / path.name
        target.write_text(floor(path.read_text()))
        floors.append(target)

    app_files = sorted(str(p) for p in source.rglob("*.swift"))
    types = stamp["types"]
    print(f"| {types:,}-type app | lines per type | type-checking CPU over the app's |")
    print("|---|---|---|")
    for label, files in (("weaver-gen", generated), ("floor: declarations only", floors)):
        size = generated_code.size(files).per_type(types)
        cost = compile_cost.measure(bench.MODULE, app_files, [str(p) for p in files], bench.WORK, arguments.runs)
        print(f"| {label} | {size.lines:.1f} | {cost.ratio * 100:.1f} % ({cost.generated:.2f} s over {cost.app:.2f} s) |")


if __name__ == "__main__":
    main()
