"""The dependency graph of the synthetic app: a tree of injectable types under one root.

The root (`AppRoot`) registers every shared service with `.container` scope and one type per
feature; each feature is a tree of screens, presenters and the like, a few levels deep. Types take
parameters (then whoever registers them uses `.transient` scope), reference shared services,
parameters and feature services declared above them, and register children with every scope. The
plan is valid by construction: every reference names something an ancestor declares with the
same type, no type declares a name twice, and the only edges that could form a loop point down
the tree.
"""

from dataclasses import dataclass, field
import random

from catalog import DOMAINS, NOUNS, PARAMETERS, ROLES, SERVICES, ParameterKind

ROOT_NAME = "AppRoot"
FORMATTER_TYPE = "DisplayFormatter"
CACHE_TYPE = "MemoryCache"


@dataclass
class Registration:
    """`name = concrete [<- abstract]`, with its scope (None means the default, `.container`), a
    builder function name on the registering type, and the index of the injectable type built."""

    name: str
    concrete: str
    abstract: str | None = None
    scope: str | None = None
    builder: str | None = None
    child: int | None = None

    @property
    def exposed(self) -> str:
        return self.abstract or self.concrete


@dataclass
class TypeSpec:
    """One injectable type and everything the writers need to print it."""

    index: int
    simple: str
    kind: str = "final class"
    outer: str | None = None
    parent: int | None = None
    feature: int | None = None
    file: int = 0
    parameters: list[ParameterKind] = field(default_factory=list)
    registrations: list[Registration] = field(default_factory=list)
    references: list[tuple[str, str]] = field(default_factory=list)
    children: list[int] = field(default_factory=list)
    references_in_extension: bool = False

    @property
    def qualified(self) -> str:
        return f"{self.outer}.{self.simple}" if self.outer else self.simple

    @property
    def resolver(self) -> str:
        """What code inside the type calls its resolver protocol (the short name for nested types)."""
        return f"{self.simple}DependencyResolver"


@dataclass
class Feature:
    index: int
    name: str
    files: list[int]
    store: str


@dataclass
class GraphPlan:
    types: list[TypeSpec]
    features: list[Feature]
    file_count: int
    """Annotated files; file 0 holds the root, files 1 and 2 the injectable services."""


def lower_camel(name: str) -> str:
    return name[0].lower() + name[1:]


def split_evenly(rng: random.Random, total: int, parts: int, low: int, high: int) -> list[int]:
    """`parts` counts between `low` and `high` (when the mean allows) that sum to `total`, shuffled
    by seeded transfers so sizes vary as real files and features do."""
    counts = [total // parts + (1 if i < total % parts else 0) for i in range(parts)]
    for i in range(parts):
        j = rng.randrange(parts)
        amount = rng.randint(0, max(0, min(counts[i] - low, high - counts[j], 3)))
        counts[i] -= amount
        counts[j] += amount
    return counts


class _Namer:
    """Unique simple type names: a feature's domain, a noun and a role, numbered on repeats."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.used: set[str] = {ROOT_NAME}

    def name(self, domain: str) -> str:
        base = domain + self.rng.choice(NOUNS) + self.rng.choice(ROLES)
        candidate, number = base, 2
        while candidate in self.used:
            candidate, number = f"{base}{number}", number + 1
        self.used.add(candidate)
        return candidate


def plan(rng: random.Random, type_count: int, annotated_files: int) -> GraphPlan:
    if type_count < 10 or annotated_files < 4 or annotated_files * 2 > type_count:
        raise ValueError("need at least 10 types, 4 annotated files, and 2 types per annotated file")
    namer = _Namer(rng)
    root = TypeSpec(0, ROOT_NAME, file=0)
    service_types = [s for s in SERVICES if s.injectable]
    types = [root]
    for number, service in enumerate(service_types, start=1):
        spec = TypeSpec(number, service.concrete, parent=0, file=number)
        spec.references = [("logger", "Logger"), ("httpClient", "HTTPClient")]
        types.append(spec)
    for service in SERVICES:
        root.registrations.append(
            Registration(
                service.name,
                service.concrete,
                service.abstract,
                builder=f"make{service.concrete}" if service.builder else None,
                child=next((t.index for t in types if t.simple == service.concrete), None),
            )
        )

    first_tree_file = 1 + len(service_types)
    tree_files = annotated_files - first_tree_file
    tree_types = type_count - len(types)
    per_file = split_evenly(rng, tree_types, tree_files, 2, 9)
    feature_count = max(1, min(tree_files, round(type_count / 250)))
    files_per_feature = split_evenly(rng, tree_files, feature_count, 1, tree_files)
    features: list[Feature] = []
    file = first_tree_file
    for feature_index, file_count in enumerate(files_per_feature):
        domain = DOMAINS[feature_index % len(DOMAINS)]
        name = domain if feature_index < len(DOMAINS) else f"{domain}{feature_index // len(DOMAINS) + 1}"
        feature = Feature(feature_index, name, list(range(file, file + file_count)), f"{name}FeatureStore")
        features.append(feature)
        _plan_feature(rng, namer, types, feature, [per_file[f - first_tree_file] for f in feature.files])
        file += file_count
    for feature_root in root.children:
        # Features the app opens at launch are built with the root; the others on first use.
        scope = rng.choice([None, ".lazy"])
        spec = types[feature_root]
        registration = Registration(lower_camel(spec.simple), spec.qualified, scope=scope, child=feature_root)
        root.registrations.append(registration)
    for spec in types[len(service_types) + 1 :]:
        _choose_references(rng, types, spec)
    return GraphPlan(types, features, annotated_files)


def _plan_feature(rng, namer, types, feature: Feature, counts: list[int]) -> None:
    """Adds a feature's types, file by file: a heap-shaped tree (each type is registered by a type
    a few places before it in the feature, so the tree is a few levels deep), some types nested in
    the first type of their file."""
    start = len(types)
    branching = rng.randint(3, 5)
    for file, count in zip(feature.files, counts):
        first_in_file = len(types)
        for _ in range(count):
            index = len(types)
            position = index - start
            spec = TypeSpec(index, namer.name(feature.name), file=file, feature=feature.index)
            if position == 0:
                spec.parent = 0
            else:
                center = start + (position - 1) // branching
                spec.parent = min(index - 1, max(start, center + rng.randint(-1, 1)))
            if index != first_in_file and rng.random() < 0.2:
                spec.outer = types[first_in_file].qualified
            types.append(spec)
            types[spec.parent].children.append(index)
    for spec in types[start:]:
        _choose_kind(rng, spec)
    for spec in types[start:]:
        _register_children(rng, types, spec, feature)


def _choose_kind(rng, spec: TypeSpec) -> None:
    """Mostly classes; structs, and a few actors among the leaves; some take parameters."""
    if spec.parent == 0:
        return
    if not spec.children:
        spec.kind = rng.choices(["final class", "struct", "actor"], [80, 16, 4])[0]
    else:
        spec.kind = rng.choices(["final class", "struct"], [88, 12])[0]
    # An actor receives only values it can own: its container is handed into it, so what it
    # holds must be Sendable, as the shared services are not. Actors take parameters.
    if spec.kind == "actor" or rng.random() < 0.18:
        spec.parameters = rng.sample(PARAMETERS, rng.choice([1, 1, 2]))


def _register_children(rng, types, spec: TypeSpec, feature: Feature) -> None:
    """The registrations of the type's children, of the feature's store, and of plain values."""
    is_feature_root = spec.parent == 0
    if is_feature_root:
        spec.registrations.append(Registration("featureStore", feature.store))
    for child_index in spec.children:
        child = types[child_index]
        registration = Registration(lower_camel(child.simple), child.qualified, child=child_index)
        registration.scope = _scope_for(rng, child)
        spec.registrations.append(registration)
    if rng.random() < 0.06:
        spec.registrations.append(Registration("formatter", FORMATTER_TYPE, builder="makeFormatter"))
    if rng.random() < 0.05:
        spec.registrations.append(Registration("cache", CACHE_TYPE, scope=rng.choice([None, ".lazy", ".transient"])))
    rng.shuffle(spec.registrations)


def _scope_for(rng, child: TypeSpec) -> str | None:
    """`.transient` when the child takes parameters (the only scope that may); otherwise a mix,
    `.weak` only for classes, which can be held weakly."""
    if child.parameters:
        return ".transient"
    scope = rng.choices([None, ".container", ".lazy", ".weak", ".transient"], [35, 10, 25, 12, 18])[0]
    if scope == ".weak" and child.kind != "final class":
        return ".lazy"
    return scope


def _choose_references(rng, types, spec: TypeSpec) -> None:
    """References to what the ancestors declare: shared services, parameters, the feature's store
    and formatter. Names map to one type each, so the nearest declaration always matches."""
    visible: dict[str, str] = {}
    ancestor = spec.parent
    chain = []
    while ancestor is not None:
        chain.append(types[ancestor])
        ancestor = types[ancestor].parent
    for owner in reversed(chain):
        visible.update({p.name: p.type for p in owner.parameters})
        visible.update({r.name: r.exposed for r in owner.registrations if r.child is None or r.name in _SERVICE_NAMES})
        visible.update(dict(owner.references))
    own = {p.name for p in spec.parameters} | {r.name for r in spec.registrations}
    wanted = rng.sample([s.name for s in SERVICES], rng.choice([0, 1, 1, 2, 2, 2, 3]))
    parameter_names = [name for name in visible if name in _PARAMETER_NAMES]
    if parameter_names and rng.random() < 0.35:
        wanted.append(rng.choice(parameter_names))
    for optional, chance in (("featureStore", 0.25), ("formatter", 0.3), ("cache", 0.2)):
        if optional in visible and rng.random() < chance:
            wanted.append(optional)
    if spec.kind == "actor":
        # Only parameters from above: values, which an actor may own (see `_choose_kind`).
        wanted = [name for name in wanted if name in _PARAMETER_NAMES]
    chosen = [name for name in dict.fromkeys(wanted) if name not in own and name in visible]
    if not chosen and not spec.parameters and not spec.registrations:
        chosen = ["logger"]
    spec.references = [(name, visible[name]) for name in chosen]
    spec.references_in_extension = bool(spec.references) and spec.kind != "actor" and rng.random() < 0.05


_SERVICE_NAMES = {s.name for s in SERVICES}
_PARAMETER_NAMES = {p.name for p in PARAMETERS}
