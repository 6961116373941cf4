"""Modules of one extreme shape each, at any size: the inputs on which a stage that is linear on a
typical app could turn quadratic (a chain of references passed up, one type with thousands of
dependencies, a root registering thousands of types, a multi-megabyte annotation line...).

`bench.py` writes each shape at a size and at 8 times that size and compares their cost; run alone,
this writes one shape:

    python3 Benchmarks/adversarial_shapes.py chain 1000 /tmp/chain   # writes /tmp/chain/Shape/*.swift

Every shape is a valid module (`weaver-gen validate` reports nothing) unless its description says
it is not: a shape that fails with a diagnostic measures how fast weaver-gen says so.
"""

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

MODULE = "Shape"
TYPES_PER_FILE = 100


def _type(name: str, annotations: list[str], keyword: str = "final class", access: str = "") -> str:
    lines = [f"{access}{keyword} {name} {{"]
    lines += [f"  // weaver: {annotation}" for annotation in annotations]
    lines.append(f"  {access}init(injecting dependencies: {name.split('.')[-1]}DependencyResolver) {{}}")
    lines.append("}")
    return "\n".join(lines) + "\n"


VALUE = "final class Value {\n  init() {}\n}\n"


def _files(declarations: list[str], prefix: str = "Types") -> dict[str, str]:
    """The declarations, `TYPES_PER_FILE` to a file."""
    return {
        f"{prefix}{start // TYPES_PER_FILE}.swift": "".join(declarations[start:start + TYPES_PER_FILE])
        for start in range(0, len(declarations), TYPES_PER_FILE)
    }


def chain(size: int) -> dict[str, str]:
    """A root registers `value` and the first of `size` types, each of which registers the next and
    references `value`: every reference is provided by the one above it, which passes it up."""
    types = [_type("Root", ["value = Value", "next = T1"])]
    for index in range(1, size + 1):
        registration = [f"next = T{index + 1}"] if index < size else []
        types.append(_type(f"T{index}", ["value <- Value"] + registration))
    return {"Value.swift": VALUE, **_files(types)}


def many_dependencies(size: int) -> dict[str, str]:
    """A root registers `size` values and one type that references all of them."""
    root = _type("Root", ["hub = Hub"] + [f"value{index} = Value" for index in range(size)])
    hub = _type("Hub", [f"value{index} <- Value" for index in range(size)])
    return {"Value.swift": VALUE, "Root.swift": root, "Hub.swift": hub}


def wide_root(size: int) -> dict[str, str]:
    """A root registers a shared value and `size` types, each referencing the value."""
    root = _type("Root", ["value = Value"] + [f"t{index} = T{index}" for index in range(size)])
    types = [_type(f"T{index}", ["value <- Value"]) for index in range(size)]
    return {"Value.swift": VALUE, "Root.swift": root, **_files(types)}


def many_modules(size: int) -> dict[str, str]:
    """`size` feature modules, each exporting ten public types that reference the app's value, and
    an app module that imports them all and registers every one: the app's linking looks up
    `10 × size` names among `size` interfaces. The files are in a SwiftPM sources folder, one
    subfolder per module."""
    entries = 10
    files = {"Sources/Core/Core.swift": "public final class Value {\n  public init() {}\n}\n"}
    registrations = ["value = Value"]
    for module in range(size):
        names = [f"M{module}Entry{entry}" for entry in range(entries)]
        declarations = "".join(_type(name, ["value <- Value"], access="public ") for name in names)
        files[f"Sources/Feature{module}/Feature{module}.swift"] = "import Core\n\n" + declarations
        registrations += [f"{name[0].lower()}{name[1:]} = {name}" for name in names]
    imports = "".join(f"import Feature{module}\n" for module in range(size))
    files["Sources/App/App.swift"] = "import Core\n" + imports + "\n" + _type("AppRoot", registrations)
    return files


def wide_dag(size: int) -> dict[str, str]:
    """Layers of 8 types, each registering every type of the next layer: the registration paths
    from the root to the last layer multiply by 8 per layer. Every type references the root's value
    and passes its own name down as a parameter-free registration, so each reference has
    8 providers to prove on every path."""
    width = 8
    layers = max(1, size // width)
    types = [_type("Root", ["value = Value"] + [f"n0x{column} = N0x{column}" for column in range(width)])]
    for layer in range(layers):
        below = [f"n{layer + 1}x{column} = N{layer + 1}x{column}" for column in range(width)] if layer + 1 < layers else []
        for column in range(width):
            types.append(_type(f"N{layer}x{column}", ["value <- Value"] + below))
    return {"Value.swift": VALUE, **_files(types)}


def _long_line(size: int, opening: str, middle: str, closing: str) -> dict[str, str]:
    body = opening * size + middle + closing * size
    return {"Root.swift": _type("Root", [f"value <- {body}"], access="public ")}


def long_annotation(size: int) -> dict[str, str]:
    """One annotation line of about `size` kilobytes: a tuple of `size * 200` elements."""
    elements = ", ".join(["Int"] * (size * 200))
    return {"Root.swift": _type("Root", [f"value <- ({elements})"], access="public ")}


def nested_annotation(size: int) -> dict[str, str]:
    """One annotation line of `size` kilobytes of nested brackets, `[[[[...Int...]]]]`: past the
    type grammar's nesting limit, so it is an error that must be found without reading the line
    into one object per token first."""
    return _long_line(size * 512, "[", "Int", "]")


def long_comment(size: int) -> dict[str, str]:
    """A block comment of `size` kilobytes inside an annotated type."""
    text = "/*\n" + ("an ordinary comment line that is not an annotation //\n" * (size * 18)) + "*/\n"
    return {"Value.swift": VALUE, "Root.swift": text + _type("Root", ["value = Value"])}


def plain_code(size: int) -> dict[str, str]:
    """One annotated type and `size` thousand lines of ordinary code in the same file."""
    functions = "".join(
        f"  func f{index}(_ x: Int) -> Int {{\n    let y = x * {index}\n    return y + 1\n  }}\n"
        for index in range(size * 250))
    return {"Value.swift": VALUE, "Root.swift": f"final class Root {{\n  // weaver: value = Value\n"
            f"  init(injecting dependencies: RootDependencyResolver) {{}}\n{functions}}}\n"}


def nested_types(size: int) -> dict[str, str]:
    """Types nested `size` deep, each registering the one inside it. Each type's qualified name
    (`N0.N1.…`) is as long as its depth, and the generated code names every one: the output, and the
    work, grow with the square of the depth, however the input grows."""
    lines = []
    for depth in range(size):
        registration = [f"// weaver: inner = N{depth + 1}"] if depth + 1 < size else ["// weaver: value <- Value"]
        if depth == 0:
            registration.append("// weaver: value = Value")
        lines.append(f"final class N{depth} {{")
        lines += registration
        lines.append(f"init(injecting dependencies: N{depth}DependencyResolver) {{}}")
    lines += ["}"] * size
    return {"Value.swift": VALUE, "Root.swift": "\n".join(lines) + "\n"}


def inheritance_chain(size: int) -> dict[str, str]:
    """`size` classes, each inheriting from the one before, and a hundred injectable subclasses
    spread along the chain, registered by a root: what isolation inference reads up the chain."""
    step = max(1, size // 100)
    classes = ["class Base0 {}\n"] + [f"class Base{index}: Base{index - 1} {{}}\n" for index in range(1, size)]
    root = _type("Root", ["value = Value"] + [f"t{index} = T{index}" for index in range(0, size, step)])
    types = [
        f"final class T{index}: Base{index} {{\n  // weaver: value <- Value\n"
        f"  init(injecting dependencies: T{index}DependencyResolver) {{}}\n}}\n"
        for index in range(0, size, step)]
    return {"Value.swift": VALUE, "Root.swift": root, **_files(classes, "Bases"), **_files(types)}


def one_file(size: int) -> dict[str, str]:
    """The wide root's `size` types, all in one file."""
    return {"Root.swift": "".join(wide_root(size).values())}


def many_errors(size: int) -> dict[str, str]:
    """`size` types in one file registered by a root that provides nothing they reference: one
    error per type, all in one file (a module that fails, measuring how fast it is reported)."""
    root = _type("Root", [f"t{index} = T{index}" for index in range(size)])
    types = [_type(f"T{index}", [f"missing{index} <- Value"]) for index in range(size)]
    return {"Value.swift": VALUE, "Root.swift": root + "".join(types)}


def chain_of_errors(size: int) -> dict[str, str]:
    """A chain of `size` types, each registering the next and referencing a value of its own type
    that nothing provides (so neither a name nor a type above resolves it): one error per type,
    each on a path as long as the type is deep. Printing each path whole once made the report grow
    with the square of the chain (1.1 MB of source gave 3.4 GB of messages)."""
    types = [_type(f"T{index}", ([f"next = T{index + 1}"] if index + 1 < size else [])
                   + ([f"missing{index} <- Missing{index}"] if index else [])) for index in range(size)]
    return {"Value.swift": VALUE, **_files(types)}


def many_parameters(size: int) -> dict[str, str]:
    """A root builds, per call, a type that takes `size` parameters."""
    parameters = [f"p{index} <= Int" for index in range(size)]
    return {"Root.swift": _type("Root", ["leaf = Leaf", "leaf.scope = .transient"]),
            "Leaf.swift": _type("Leaf", parameters)}


def misspelt_configurations(size: int) -> dict[str, str]:
    """A type registering `size` values and configuring `size` names it does not declare, each a
    near miss of one it does: one error each (the module fails)."""
    annotations = [f"value{index} = Value" for index in range(size)]
    annotations += [f"valeu{index}.scope = .lazy" for index in range(size)]
    return {"Value.swift": VALUE, "Root.swift": _type("Root", annotations)}


@dataclass
class Shape:
    name: str
    write: Callable[[int], dict[str, str]]
    size: int
    """The small instance's size; the large one is 8 times that."""
    unit: str
    quick_size: int
    """The small size in `--quick` mode (CI)."""
    fails: bool = False
    """Whether the module is meant to be rejected (exit status 1), not generated."""


SHAPES = [
    Shape("chain", chain, 1000, "types", 200),
    Shape("many-dependencies", many_dependencies, 5000, "references", 1000),
    Shape("wide-root", wide_root, 5000, "types", 500),
    Shape("wide-dag", wide_dag, 1000, "types", 200),
    Shape("many-modules", many_modules, 250, "modules", 50),
    Shape("long-annotation", long_annotation, 500, "KB line", 50),
    Shape("nested-annotation", nested_annotation, 2000, "KB line", 200, fails=True),
    Shape("long-comment", long_comment, 2000, "KB comment", 200),
    Shape("plain-code", plain_code, 100, "k lines", 10),
    Shape("nested-types", nested_types, 100, "levels", 50),
    Shape("inheritance-chain", inheritance_chain, 1000, "classes", 100),
    Shape("many-parameters", many_parameters, 1000, "parameters", 200),
    Shape("one-file", one_file, 5000, "types", 500),
    Shape("many-errors", many_errors, 2000, "errors", 200, fails=True),
    Shape("chain-of-errors", chain_of_errors, 1000, "errors", 200, fails=True),
    Shape("misspelt-configurations", misspelt_configurations, 1000, "errors", 200, fails=True),
]


def write(shape: Shape, size: int, directory: Path) -> Path:
    """Writes the shape at `size` as the module `directory/Shape` and returns that folder; a shape
    of several modules writes them in `directory/Shape/Sources/<Module>` and returns the
    `Sources` folder, which weaver-gen reads as one module per subfolder."""
    module = directory / MODULE
    module.mkdir(parents=True, exist_ok=True)
    for stale in module.rglob("*.swift"):
        stale.unlink()
    files = shape.write(size)
    for name, text in files.items():
        (module / name).parent.mkdir(parents=True, exist_ok=True)
        (module / name).write_text(text)
    return module / "Sources" if all(name.startswith("Sources/") for name in files) else module


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__.split("\n\n")[2], file=sys.stderr)
        print("shapes: " + ", ".join(shape.name for shape in SHAPES), file=sys.stderr)
        return 64
    shape = next((s for s in SHAPES if s.name == sys.argv[1]), None)
    if shape is None:
        print(f"unknown shape {sys.argv[1]}", file=sys.stderr)
        return 64
    print(write(shape, int(sys.argv[2]), Path(sys.argv[3])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
