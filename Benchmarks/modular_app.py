"""An app made of modules, for `make bench` (docs/performance.md, "Apps made of modules"): `Core`
(services, no annotations), features `Feature1` ... `FeatureN` and `App`. Each feature's public
entry types are roots of trees of internal types that need the app's logger and clock; `App`
registers every feature's entry types and provides the services. The same files are also written
as one module (`Single/BenchApp`, the imports dropped), to compare a run over the modules with a
run over the same types in one module.

    python3 Benchmarks/modular_app.py 10000 10 /tmp/modular   # writes /tmp/modular/Sources/<Module>/*.swift

Every module is valid: `weaver-gen validate --input-path /tmp/modular/Sources` reports nothing.
"""

import sys
from pathlib import Path

TYPES_PER_FILE = 5
ENTRIES_PER_FEATURE = 20
CHILDREN = 3

CORE = """public protocol Logger: Sendable {}
public protocol Clock: Sendable {}
public final class SystemLogger: Logger {
  public init() {}
}
public final class SystemClock: Clock {
  public init() {}
}
"""


def _type(name: str, annotations: list[str], public: bool) -> str:
    access = "public " if public else ""
    lines = [f"{access}final class {name} {{"]
    lines += [f"  // weaver: {annotation}" for annotation in annotations]
    lines.append(f"  init(injecting dependencies: {name}DependencyResolver) {{}}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _feature(index: int, types: int) -> list[str]:
    """A feature of `types` types: public entries, each the root of a tree of internal types."""
    prefix = f"F{index}"
    per_entry = max(types // ENTRIES_PER_FEATURE, 1)
    declarations = []
    for entry in range(ENTRIES_PER_FEATURE):
        names = [f"{prefix}Entry{entry}"] + [f"{prefix}E{entry}Type{n}" for n in range(1, per_entry)]
        for position, name in enumerate(names):
            annotations = ["logger <- Logger"]
            if position == 0:
                annotations.append("clock <- Clock")
            for child in range(position * CHILDREN + 1, min(position * CHILDREN + CHILDREN, len(names) - 1) + 1):
                child_name = f"child{child}"
                annotations.append(f"{child_name} = {names[child]}")
                if child % 3 == 1:
                    annotations.append(f"{child_name}.scope = .lazy")
            declarations.append(_type(name, annotations, public=position == 0))
    return declarations


def _app(features: int, types: int) -> list[str]:
    """The app: a root providing the services and registering every feature's entries, and a tree
    of its own types of `types` in all."""
    annotations = ["logger = SystemLogger <- Logger", "clock = SystemClock <- Clock"]
    for feature in range(1, features + 1):
        for entry in range(ENTRIES_PER_FEATURE):
            annotations.append(f"f{feature}e{entry} = F{feature}Entry{entry}")
            annotations.append(f"f{feature}e{entry}.scope = .lazy")
    names = [f"AppType{n}" for n in range(1, max(types, 1))]
    annotations += [f"own{n} = {name}" for n, name in enumerate(names[:CHILDREN])]
    declarations = [_type("AppRoot", annotations, public=False)]
    for position, name in enumerate(names):
        own = ["logger <- Logger"]
        for child in range((position + 1) * CHILDREN, min((position + 1) * CHILDREN + CHILDREN, len(names))):
            own.append(f"own{child} = {names[child]}")
        declarations.append(_type(name, own, public=False))
    return declarations


def _files(declarations: list[str], module: str, imports: list[str]) -> dict[str, str]:
    header = "".join(f"import {name}\n" for name in imports) + ("\n" if imports else "")
    return {
        f"{module}{start // TYPES_PER_FILE}.swift": header + "".join(declarations[start:start + TYPES_PER_FILE])
        for start in range(0, len(declarations), TYPES_PER_FILE)
    }


def write(types: int, modules: int, directory: Path) -> dict[str, int]:
    """Writes `Sources/<Module>` for each module and `Single/BenchApp` with the same types; returns
    how many injectable types each module has."""
    features = max(modules - 2, 1)
    app_types = types // 10
    feature_types = (types - app_types) // features
    layout = {"Core": ({"Core.swift": CORE}, [])}
    counts = {"Core": 0}
    for feature in range(1, features + 1):
        declarations = _feature(feature, feature_types)
        layout[f"Feature{feature}"] = (_files(declarations, f"Feature{feature}", ["Core"]), declarations)
        counts[f"Feature{feature}"] = len(declarations)
    app_declarations = _app(features, app_types)
    imports = ["Core"] + [f"Feature{feature}" for feature in range(1, features + 1)]
    layout["App"] = (_files(app_declarations, "App", imports), app_declarations)
    counts["App"] = len(app_declarations)
    single = directory / "Single" / "BenchApp"
    single.mkdir(parents=True, exist_ok=True)
    (single / "Core.swift").write_text(CORE)
    for module, (files, declarations) in layout.items():
        folder = directory / "Sources" / module
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in files.items():
            (folder / name).write_text(text)
        if declarations:
            for name, text in _files(declarations, module, []).items():
                (single / name).write_text(text)
    return counts


if __name__ == "__main__":
    print(write(int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])))
