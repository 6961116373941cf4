"""Writes the synthetic app's dependency graph in SafeDI's annotation form, for the measured
comparison with SafeDI's generator in docs/performance.md ("Against other generators").

usage: python3 Benchmarks/safedi_app.py --weaver-app DIR --output DIR

--weaver-app names an app written by `python3 Benchmarks/synthetic_app --output DIR`; its app.json
holds the size and seed, from which this script plans the same graph again (the plan is the first
thing the seeded generator draws, so the same seed gives the same types and edges). --output names
the directory to write, replaced when this script wrote it before (a non-empty directory it did not
write is refused); it gets BenchApp/ with:

* every annotated file rewritten in SafeDI's form, at the same path: each injectable type is an
  `@Instantiable` public type whose registrations are `@Instantiated` properties, references
  `@Received` properties and parameters `@Forwarded` properties, with the public memberwise
  initializer SafeDI requires, and filler drawn by the same functions as the weaver-gen app's;
* every other file (the plain models, the services' and stores' sources) copied byte for byte, the
  services, feature stores and plain values the graph registers each followed by an `@Instantiable`
  extension that says how SafeDI builds them (SafeDI instantiates only `@Instantiable` types);
* files.csv beside BenchApp/, the comma-separated list of the module's Swift files, relative to the
  output directory, that SafeDI's build plugin writes for its tool (`InputSwiftFiles.csv`).

Where the two languages differ the mapping takes SafeDI's closest construct; docs/performance.md
lists every such difference. The script uses the standard library only.
"""

import argparse
import importlib.util
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "synthetic_app"))

import annotated_file  # noqa: E402
import filler  # noqa: E402
import graph_plan  # noqa: E402
from catalog import SERVICES  # noqa: E402
from graph_plan import ROOT_NAME, Registration, TypeSpec  # noqa: E402
from support_sources import INJECTABLE_SERVICE_MEMBERS, SERVICE_SOURCES  # noqa: E402

_SYNTHETIC_APP = Path(__file__).resolve().parent / "synthetic_app" / "__main__.py"
_spec = importlib.util.spec_from_file_location("synthetic_app_main", _SYNTHETIC_APP)
synthetic_app = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(synthetic_app)

MODULE = synthetic_app.MODULE
CSV = "files.csv"

_SERVICE_BY_NAME = {s.name: s for s in SERVICES}
_SERVICE_BY_CONCRETE = {s.concrete: s for s in SERVICES}

# How SafeDI builds what the weaver-gen app's root builds through builder functions: SafeDI has no
# per-registration builder, so each type gets one `instantiate` function, whose parameters SafeDI
# fills from the scope it is built in (as the weaver-gen builders read the resolver).
_INSTANTIATE = {
    "HTTPClient": ("logger: Logger", 'HTTPClient(baseURL: "https://api.example.com", logger: logger)'),
    "SQLiteDatabase": ("", 'SQLiteDatabase(path: "/data/app.sqlite")'),
    "FeatureFlags": ("", 'FeatureFlags(overrides: ["newCheckout": true])'),
    "PaymentGateway": ("", f'PaymentGateway(merchantID: "merchant-{ROOT_NAME}")'),
    "DisplayFormatter": ("", 'DisplayFormatter(prefix: "shared")'),
}


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="safedi_app", description=__doc__.split("\n\n")[0])
    parser.add_argument("--weaver-app", required=True, type=Path, help="an app written by Benchmarks/synthetic_app")
    parser.add_argument("--output", required=True, type=Path, help="directory to write (replaced)")
    return parser.parse_args(argv)


def is_deferred(registration: Registration, child: TypeSpec | None) -> bool:
    """A feature child built later than its parent (`.lazy`, `.transient`, or taking parameters)
    becomes an `Instantiator<Child>`: SafeDI's deferred construction, the only way it builds a type
    with `@Forwarded` properties. Values the subtree references stay `@Instantiated` whatever their
    scope, since a `@Received` property must name a built value, not its instantiator."""
    if child is None or registration.name in _SERVICE_BY_NAME:
        return False
    return bool(child.parameters) or registration.scope in (".lazy", ".transient")


class Members:
    """A type's injected properties in declaration order: (attribute, name, type) triples, which
    are also its initializer's parameters."""

    def __init__(self, plan: graph_plan.GraphPlan, spec: TypeSpec):
        self.forwarded = [(p.name, p.type) for p in spec.parameters]
        self.instantiated: list[tuple[str, str]] = []
        self.deferred: list[tuple[str, TypeSpec]] = []
        for registration in spec.registrations:
            child = plan.types[registration.child] if registration.child is not None else None
            if is_deferred(registration, child):
                name = registration.name + "Builder"
                self.instantiated.append((name, f"Instantiator<{registration.concrete}>"))
                self.deferred.append((name, child))
            else:
                self.instantiated.append((registration.name, registration.exposed))
        self.received = list(spec.references)

    def declarations(self) -> list[tuple[str, str, str]]:
        return (
            [("@Forwarded", n, t) for n, t in self.forwarded]
            + [("@Received", n, t) for n, t in self.received]
            + [("@Instantiated", n, t) for n, t in self.instantiated]
        )


def render_file(rng: random.Random, plan: graph_plan.GraphPlan, specs: list[TypeSpec]) -> str:
    """One annotated file's SafeDI form: the same types, nesting and imports as the weaver-gen file."""
    return annotated_file.lay_out_file(
        rng, ["import Foundation", "import SafeDI", ""], specs, lambda spec, inner: _type_lines(rng, plan, spec, inner)
    )


def _type_lines(rng, plan, spec: TypeSpec, nested: list[TypeSpec]) -> list[str]:
    """The type with its nested types, then the extensions that hold annotations in the weaver-gen
    app: stored properties cannot live in an extension, so the annotations stay in the type and the
    extension keeps its filler."""
    methods: dict[str, set[str]] = {}
    lines = _declaration_lines(rng, plan, spec, nested, methods)
    for annotated in [spec, *nested]:
        if annotated.references_in_extension:
            lines += ["", f"extension {annotated.qualified} {{"]
            lines += filler.methods(rng, annotated.kind, 1, methods.setdefault(annotated.qualified, set()))
            lines.append("}")
    return lines


def _declaration_lines(rng, plan, spec: TypeSpec, nested: list[TypeSpec], methods: dict[str, set[str]]) -> list[str]:
    members = Members(plan, spec)
    attribute = "@Instantiable(isRoot: true)" if spec.index == 0 else "@Instantiable"
    lines = [
        f"/// {spec.simple}: part of the {annotated_file._feature_name(plan, spec)}, built by "
        f"{annotated_file._parent_name(plan, spec)}.",
        "///",
        "/// Holds what it was given and reads it when the user acts.",
        attribute,
        f"public {spec.kind} {spec.simple}: Instantiable {{",
    ]
    lines += [f"  {a} let {name}: {type_}" for a, name, type_ in members.declarations()]
    lines += filler.stored_properties(rng, spec.simple)
    lines.append("")
    lines += _initializer(spec, members)
    lines += filler.methods(rng, spec.kind, rng.randint(2, 5), methods.setdefault(spec.qualified, set()))
    if spec.kind != "actor":
        usages = _usages(rng, spec, members)
        for start in range(0, len(usages), 4):
            lines += filler.work_method(rng, usages[start : start + 4], spec.simple + str(start // 4 or ""))
    if spec.simple in INJECTABLE_SERVICE_MEMBERS:
        lines += ["", *[_self(line) for line in INJECTABLE_SERVICE_MEMBERS[spec.simple]]]
    return annotated_file.close_type(lines, nested, lambda inner: _declaration_lines(rng, plan, inner, [], methods))


def _initializer(spec: TypeSpec, members: Members) -> list[str]:
    """The public memberwise initializer SafeDI calls, one parameter per injected property."""
    declared = members.declarations()
    parameters = ", ".join(f"{name}: {type_}" for _, name, type_ in declared)
    body = [f"    self.{name} = {name}" for _, name, _ in declared]
    if spec.kind == "actor":
        # As in the weaver-gen app, an actor reads its parameters once, when it is built.
        body += ["    var count = 0", *[f"    {p.use.format(d='self')}" for p in spec.parameters], "    visits = count"]
    return [f"  public init({parameters}) {{", *body, "  }"]


def _usages(rng, spec: TypeSpec, members: Members) -> list[str]:
    """One statement per dependency, as the weaver-gen app's, reading the stored property."""
    usages = [p.use.format(d="self") for p in spec.parameters]
    for name, _ in spec.references:
        usages.append(_self(annotated_file._fill(rng, annotated_file._REFERENCE_USES[name])))
    deferred = dict(members.deferred)
    for registration in spec.registrations:
        if registration.name in annotated_file._VALUE_USES:
            usages.append(_self(annotated_file._fill(rng, annotated_file._VALUE_USES[registration.name])))
        elif registration.name + "Builder" in deferred:
            arguments = _forwarded_arguments(rng, deferred[registration.name + "Builder"].parameters)
            usages.append(f"_ = self.{registration.name}Builder.instantiate({arguments})")
        elif registration.child is not None and registration.name not in _SERVICE_BY_NAME:
            usages.append(f"_ = self.{registration.name}")
    return usages


def _forwarded_arguments(rng, parameters) -> str:
    """An `Instantiator`'s argument: the child's forwarded value, or a labelled tuple of them."""
    values = [p.sample.format(n=rng.randint(1, 99)) for p in parameters]
    if len(values) <= 1:
        return "".join(values)
    return "(" + ", ".join(f"{p.name}: {v}" for p, v in zip(parameters, values)) + ")"


def _self(code: str) -> str:
    """The weaver-gen app's statement reading the stored property instead of the resolver."""
    return code.replace("dependencies.", "self.")


def instantiable_extension(concrete: str) -> str:
    """How SafeDI builds a plain type the graph registers: an `@Instantiable` extension, which
    SafeDI's manual gives for types it does not declare; a protocol the weaver-gen app exposes
    the type as (`<- Protocol`) becomes `fulfillingAdditionalTypes`."""
    service = _SERVICE_BY_CONCRETE.get(concrete)
    attribute = "@Instantiable"
    if service and service.abstract:
        attribute = f"@Instantiable(fulfillingAdditionalTypes: [{service.abstract}.self])"
    parameters, body = _INSTANTIATE.get(concrete, ("", f"{concrete}()"))
    return "\n".join([
        "",
        attribute,
        f"extension {concrete}: Instantiable {{",
        f"  public static func instantiate({parameters}) -> {concrete} {{",
        f"    {body}",
        "  }",
        "}",
        "",
    ])


def annotated_paths(plan: graph_plan.GraphPlan) -> dict[str, list[TypeSpec]]:
    """The annotated files' paths in the module, as Benchmarks/synthetic_app names them."""
    by_file: dict[int, list[TypeSpec]] = {}
    for spec in plan.types:
        by_file.setdefault(spec.file, []).append(spec)
    return {f"{synthetic_app._folder(plan, s[0])}{s[0].simple}.swift": s for _, s in sorted(by_file.items())}


def registered_plain_types(plan: graph_plan.GraphPlan) -> dict[str, str]:
    """Module paths of the plain sources whose types the graph registers, by type name."""
    paths = {}
    for name in SERVICE_SOURCES:
        folder = "Shared/" if name in ("DisplayFormatter", "MemoryCache") else "Services/"
        paths[f"{folder}{name}.swift"] = name
    for feature in plan.features:
        paths[f"Features/{feature.name}/{feature.store}.swift"] = feature.store
    return paths


def main(argv: list[str]) -> int:
    arguments = parse_arguments(argv)
    source = arguments.weaver_app / MODULE
    if not (arguments.weaver_app / synthetic_app.STAMP).is_file():
        print(f"safedi_app: {arguments.weaver_app} holds no app written by synthetic_app", file=sys.stderr)
        return 1
    stamp = json.loads((arguments.weaver_app / synthetic_app.STAMP).read_text())
    plan = graph_plan.plan(random.Random(stamp["seed"]), stamp["types"], stamp["annotated_files"])
    annotated = annotated_paths(plan)
    plain_types = registered_plain_types(plan)
    missing = [p for p in [*annotated, *plain_types] if not (source / p).is_file()]
    if stamp.get("generator") != synthetic_app.generator_hash() or missing:
        print(f"safedi_app: {arguments.weaver_app} was written by another synthetic_app; rewrite it", file=sys.stderr)
        return 1

    output: Path = arguments.output
    if not synthetic_app.clear_output(output, CSV, "safedi_app"):
        return 64
    rng = random.Random(stamp["seed"] + 1)
    files = sorted(p.relative_to(source).as_posix() for p in source.rglob("*.swift"))
    total = 0
    for relative in files:
        target = output / MODULE / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if relative in annotated:
            text = render_file(rng, plan, annotated[relative])
        else:
            text = (source / relative).read_text()
            if relative in plain_types:
                text += instantiable_extension(plain_types[relative])
        target.write_text(text)
        total += len(text.encode())
    (output / CSV).write_text(",".join(f"{MODULE}/{relative}" for relative in files))
    print(f"safedi_app: {len(plan.types)} types, {len(files)} files, {total / 1e6:.1f} MB in {output / MODULE}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
