/// `weaver-gen graph --format json`: the resolved graphs in a documented, stable schema
/// (`docs/graph-json-schema.md`; `schemaVersion` changes whenever a field changes meaning).
package enum GraphJSONRenderer {
  package static let schemaVersion = 1

  package static func render(_ graphs: [ResolvedGraph]) -> String {
    let root = JSONValue.object([
      (PrintedGraphMarker.jsonField.key, .string(PrintedGraphMarker.jsonField.value)),
      ("schemaVersion", .number(schemaVersion)),
      ("modules", .array(graphs.map(module))),
    ])
    return root.rendered() + "\n"
  }

  private static func module(_ resolved: ResolvedGraph) -> JSONValue {
    .object([
      ("name", .string(resolved.graph.name)),
      ("imports", .array(resolved.graph.imports.map { .string($0.path) })),
      ("types", .array(resolved.graph.types.indices.map { type($0, in: resolved) })),
    ])
  }

  private static func type(_ index: Int, in resolved: ResolvedGraph) -> JSONValue {
    let type = resolved.graph.types[index]
    return .object([
      ("name", .string(type.name)),
      ("kind", .string(type.kind.rawValue)),
      ("accessLevel", .string(type.accessLevel.description)),
      ("location", location(type.location)),
      ("isRoot", .bool(resolved.edges.isRoot(index))),
      ("isIsolated", .bool(type.isIsolated)),
      ("isObjCBridged", .bool(type.isObjCBridged)),
      ("registeredBy", .array(resolved.edges.registrants[index].map { pointer($0, in: resolved) })),
      (
        "dependencies",
        .array(
          type.dependencies.indices.map { dependency(DependencyID(type: index, dependency: $0), in: resolved) })
      ),
    ])
  }

  private static func dependency(_ reference: DependencyID, in resolved: ResolvedGraph) -> JSONValue {
    let dependency = resolved.graph[reference]
    var members: [(String, JSONValue)] = [
      ("name", .string(dependency.name)),
      ("type", .string(dependency.exposedType.description)),
      ("location", location(dependency.location)),
      ("platforms", dependency.platforms.map { .array($0.map { .string($0.conditionName) }) } ?? .null),
    ]
    switch dependency.kind {
    case .registration(let registration):
      members.insert(("kind", .string("registration")), at: 0)
      members += [
        ("concreteType", .string(registration.concrete.description)),
        ("abstractType", registration.abstract.map { .string($0.description) } ?? .null),
        ("scope", .string(registration.scope.rawValue)),
        ("builder", registration.builder.map(JSONValue.string) ?? .null),
        ("objc", .bool(registration.isObjC)),
        ("builds", resolved.edges.builtType[reference].map { .string(resolved.graph.types[$0].name) } ?? .null),
      ]
    case .reference:
      members.insert(("kind", .string("reference")), at: 0)
      let resolution = resolved.resolutions[reference] ?? ReferenceResolution()
      members += [
        ("resolvedTo", .array(resolution.providers.map { pointer($0, in: resolved) })),
        ("isResolvedOnEveryPath", .bool(resolved.isResolvedOnEveryPath(reference))),
        ("foundByType", .array(resolution.foundByType.map { pointer($0, in: resolved) })),
      ]
    case .parameter:
      members.insert(("kind", .string("parameter")), at: 0)
    }
    return .object(members)
  }

  private static func pointer(_ reference: DependencyID, in resolved: ResolvedGraph) -> JSONValue {
    .object([
      ("type", .string(resolved.owner(of: reference))),
      ("dependency", .string(resolved.graph[reference].name)),
      ("location", location(resolved.location(of: reference))),
    ])
  }

  private static func location(_ location: SourceLocation) -> JSONValue {
    .object([("path", .string(location.path)), ("line", .number(location.line)), ("column", .number(location.column))])
  }
}
