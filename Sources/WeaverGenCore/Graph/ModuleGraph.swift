/// The annotated types of one module, before resolution: what `GraphBuilder` makes of the files.
public struct ModuleGraph: Hashable, Sendable {
  public var name: String
  /// The injectable types, sorted by qualified name.
  public var types: [InjectableType]
  /// Every class, struct, actor, enum and protocol the module declares, annotated or not, by
  /// qualified name: what a registration's types are checked against.
  public var declaredTypes: [String: DeclaredType]
  /// The modules the generated file imports: the imports of the annotated files and the
  /// `import` annotations, merged and sorted.
  public var imports: [GeneratedImport]

  public init(
    name: String,
    types: [InjectableType] = [],
    declaredTypes: [String: DeclaredType] = [:],
    imports: [GeneratedImport] = []
  ) {
    self.name = name
    self.types = types
    self.declaredTypes = declaredTypes
    self.imports = imports
  }

  /// The index of the injectable type with this qualified name.
  public func index(of typeName: String) -> Int? {
    var low = 0
    var high = types.count
    while low < high {
      let middle = (low + high) / 2
      if types[middle].name < typeName { low = middle + 1 } else { high = middle }
    }
    return low < types.count && types[low].name == typeName ? low : nil
  }
}

/// An import of the generated file.
public struct GeneratedImport: Hashable, Sendable, Comparable {
  /// The module path, e.g. `Foundation`.
  public var path: String
  /// Attributes kept from the source import, such as `@preconcurrency`.
  public var attributes: [String]
  /// Whether every source import of it sat inside `#if`: generated code then wraps it in
  /// `#if canImport(...)`.
  public var isConditional: Bool

  public init(path: String, attributes: [String] = [], isConditional: Bool = false) {
    self.path = path
    self.attributes = attributes
    self.isConditional = isConditional
  }

  public static func < (lhs: GeneratedImport, rhs: GeneratedImport) -> Bool { lhs.path < rhs.path }
}
