"""Writes the annotated files: each injectable type with its `// weaver:` lines, the
`init(injecting:)` the generated container calls, its builders and its filler; types nested in
the first type of their file are written inside it.
"""

import random
from collections.abc import Callable

import filler
from catalog import PARAMETERS, SERVICES, ParameterKind
from graph_plan import ROOT_NAME, GraphPlan, TypeSpec
from support_sources import INJECTABLE_SERVICE_MEMBERS

_SERVICE_BY_NAME = {s.name: s for s in SERVICES}
_VALUE_USES = {
    "featureStore": '{d}.featureStore.record("{text}")',
    "formatter": "_ = {d}.formatter.format(count)",
    "cache": '{d}.cache.put("{text}", count)',
}
_REFERENCE_USES = (
    {s.name: s.call for s in SERVICES}
    | _VALUE_USES
    | {p.name: p.use for p in PARAMETERS}
)


def render_file(rng: random.Random, plan: GraphPlan, specs: list[TypeSpec]) -> str:
    """The text of one annotated file holding `specs` (the first is top-level, nested ones go in it)."""
    header = ["import Foundation", ""]
    if specs[0].index == 0:
        header += ["// weaver: import Dispatch", ""]
    return lay_out_file(rng, header, specs, lambda spec, inner: _type_lines(rng, plan, spec, inner))


def lay_out_file(rng: random.Random, header: list[str], specs: list[TypeSpec],
                 type_lines: Callable[[TypeSpec, list[TypeSpec]], list[str]]) -> str:
    """A file's text: `header`, sometimes a conditional import, then each top-level type as
    `type_lines(type, nested)` prints it, the types nested in the file's first type given with it.
    Benchmarks/safedi_app.py lays out its files the same way, so the two apps' files match."""
    lines = list(header)
    if rng.random() < 0.3:
        lines += ["#if canImport(Combine)", "import Combine", "#endif", ""]
    top_level = [s for s in specs if s.outer is None]
    nested = [s for s in specs if s.outer is not None]
    for position, spec in enumerate(top_level):
        inner = [s for s in nested if s.outer == spec.qualified] if position == 0 else []
        if position:
            lines.append("")
        lines += type_lines(spec, inner)
    return "\n".join(lines) + "\n"


def _type_lines(rng, plan: GraphPlan, spec: TypeSpec, nested: list[TypeSpec]) -> list[str]:
    """The type's declaration with its nested types inside, then the file-scope extensions that
    hold some of their annotations (an extension cannot sit inside a type). `methods` keeps each
    type's filler methods, so that an extension never declares one its type has."""
    methods: dict[str, set[str]] = {}
    lines = _declaration_lines(rng, plan, spec, nested, methods)
    for annotated in [spec, *nested]:
        if annotated.references_in_extension:
            lines += ["", f"extension {annotated.qualified} {{"]
            lines += _annotations(annotated, in_extension=True)
            lines += filler.methods(rng, annotated.kind, 1, methods.setdefault(annotated.qualified, set()))
            lines.append("}")
    return lines


def _declaration_lines(rng, plan: GraphPlan, spec: TypeSpec, nested: list[TypeSpec],
                       methods: dict[str, set[str]]) -> list[str]:
    lines = [
        f"/// {spec.simple}: part of the {_feature_name(plan, spec)}, built by {_parent_name(plan, spec)}.",
        "///",
        "/// Holds its resolver and reads what it needs from it when the user acts.",
        f"{spec.kind} {spec.simple} {{",
    ]
    lines += _annotations(spec, in_extension=False)
    lines.append("")
    lines += _body(rng, plan, spec, methods.setdefault(spec.qualified, set()))
    return close_type(lines, nested, lambda inner: _declaration_lines(rng, plan, inner, [], methods))


def close_type(lines: list[str], nested: list[TypeSpec], declaration: Callable[[TypeSpec], list[str]]) -> list[str]:
    """A type's opening lines and body followed by its nested types, each as `declaration` prints
    it, indented, and the closing brace."""
    for inner in nested:
        lines.append("")
        lines += ["  " + line if line else "" for line in declaration(inner)]
    return lines + ["}"]


def _annotations(spec: TypeSpec, in_extension: bool) -> list[str]:
    lines: list[str] = []
    if not in_extension:
        lines += [f"  // weaver: {p.name} <= {p.type}" for p in spec.parameters]
        for registration in spec.registrations:
            exposed = f" <- {registration.abstract}" if registration.abstract else ""
            lines.append(f"  // weaver: {registration.name} = {registration.concrete}{exposed}")
            if registration.scope:
                lines.append(f"  // weaver: {registration.name}.scope = {registration.scope}")
            if registration.builder:
                lines.append(f"  // weaver: {registration.name}.builder = {spec.qualified}.{registration.builder}")
    if in_extension == spec.references_in_extension:
        lines += [f"  // weaver: {name} <- {type_}" for name, type_ in spec.references]
    return lines


def _body(rng, plan: GraphPlan, spec: TypeSpec, methods: set[str]) -> list[str]:
    lines: list[str] = []
    if spec.kind != "actor":
        lines.append(f"  let dependencies: {spec.resolver}")
    lines += filler.stored_properties(rng, spec.simple)
    lines.append("")
    lines += _initializer(rng, spec)
    lines += filler.methods(rng, spec.kind, rng.randint(2, 5), methods)
    if spec.kind != "actor":
        usages = _usages(rng, plan, spec)
        for start in range(0, len(usages), 4):
            lines += filler.work_method(rng, usages[start : start + 4], spec.simple + str(start // 4 or ""))
    lines += _builders(spec)
    if spec.simple in INJECTABLE_SERVICE_MEMBERS:
        lines += ["", *INJECTABLE_SERVICE_MEMBERS[spec.simple]]
    return lines


def _initializer(rng, spec: TypeSpec) -> list[str]:
    if spec.index == 0:
        return [
            "  /// The root starts its own container: no one above it builds one.",
            "  init() {",
            f"    dependencies = {ROOT_NAME}DependencyContainer()",
            "  }",
        ]
    if spec.kind == "actor":
        # An actor keeps only values it can own: the resolver itself is not Sendable.
        uses = [p.use.format(d="dependencies") for p in spec.parameters]
        if not uses:
            return [f"  init(injecting dependencies: {spec.resolver}) {{", "    visits = 1", "  }"]
        return [
            f"  init(injecting dependencies: {spec.resolver}) {{",
            "    var count = 0",
            *[f"    {use}" for use in uses],
            "    visits = count",
            "  }",
        ]
    return [
        f"  init(injecting dependencies: {spec.resolver}) {{",
        "    self.dependencies = dependencies",
        "  }",
    ]


def _usages(rng, plan: GraphPlan, spec: TypeSpec) -> list[str]:
    """One statement per dependency, reading it through the resolver."""
    usages = [p.use.format(d="dependencies") for p in spec.parameters]
    for name, _ in spec.references:
        usages.append(_fill(rng, _REFERENCE_USES[name]))
    for registration in spec.registrations:
        if registration.name in _VALUE_USES:
            usages.append(_fill(rng, _VALUE_USES[registration.name]))
        elif registration.child is not None and registration.name not in _SERVICE_BY_NAME:
            arguments = _arguments(rng, plan.types[registration.child].parameters)
            usages.append(f"_ = dependencies.{registration.name}{arguments}")
    return usages


def _arguments(rng, parameters: list[ParameterKind]) -> str:
    """The call a parameterised transient child needs: one labelled argument per parameter."""
    if not parameters:
        return ""
    return "(" + ", ".join(f"{p.name}: {p.sample.format(n=rng.randint(1, 99))}" for p in parameters) + ")"


def _fill(rng, template: str) -> str:
    return template.format(
        d="dependencies",
        text=rng.choice(filler.FIELDS) + " " + rng.choice(filler.VERBS),
        event=rng.choice(filler.VERBS) + "_" + rng.choice(filler.FIELDS),
        path=rng.choice(filler.FIELDS) + "/" + str(rng.randint(1, 500)),
        n=rng.randint(1, 999),
    )


def _builders(spec: TypeSpec) -> list[str]:
    lines: list[str] = []
    for registration in spec.registrations:
        if not registration.builder:
            continue
        lines.append("")
        lines.append(f"  /// Builds `{registration.name}` for the container; the resolver gives what it needs.")
        lines.append(
            f"  static func {registration.builder}(_ dependencies: {spec.resolver}) -> {registration.concrete} {{"
        )
        body = _BUILDER_BODIES.get(registration.concrete, registration.concrete + "()")
        lines.append(f"    {body.format(name=spec.simple)}")
        lines.append("  }")
    return lines


_BUILDER_BODIES = {
    "HTTPClient": 'HTTPClient(baseURL: "https://api.example.com", logger: dependencies.logger)',
    "SQLiteDatabase": 'SQLiteDatabase(path: "/data/app.sqlite")',
    "FeatureFlags": 'FeatureFlags(overrides: ["newCheckout": true])',
    "PaymentGateway": 'PaymentGateway(merchantID: "merchant-{name}")',
    "DisplayFormatter": 'DisplayFormatter(prefix: "{name}")',
}


def _feature_name(plan: GraphPlan, spec: TypeSpec) -> str:
    if spec.feature is None:
        return "app's shared services" if spec.index else "app"
    return f"{plan.features[spec.feature].name} feature"


def _parent_name(plan: GraphPlan, spec: TypeSpec) -> str:
    return "nobody (the root)" if spec.parent is None else f"`{plan.types[spec.parent].qualified}`"
