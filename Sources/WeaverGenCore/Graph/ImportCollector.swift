/// Decides what the generated file imports: the imports of the module's annotated files plus the
/// `import` annotations (docs/generated-code.md), merged so each module appears once, sorted.
enum ImportCollector {
  /// Attributes that change what a generated file may see or how strictly it is checked, and so
  /// are kept; others (`@_exported`, `@_implementationOnly`) only matter to the file that wrote them.
  private static let keptAttributes: Set<String> = ["@testable", "@preconcurrency"]

  /// The modules the generated file imports, each once, sorted by path.
  ///
  /// Each import is merged in place, its path hashed once, and attributes merged only when it has
  /// some: the bench app's 6,600 imports, each split into a list of components, looked up twice
  /// and its attributes merged through a new set, took 16 M instructions, three times the
  /// unannotated types' search beside them (docs/performance.md, stop 59).
  static func imports(of files: [FileSummary], annotations: [String], module: String) -> [GeneratedImport] {
    var byPath: [String: GeneratedImport] = [:]
    func add(path: String, attributes: [String], isConditional: Bool) {
      guard ImportDeclaration.moduleName(of: path) != module else { return }
      byPath[path, default: GeneratedImport(path: path, isConditional: true)]
        .merge(attributes: attributes, isConditional: isConditional)
    }
    for file in files where !file.annotations.isEmpty {
      for source in file.imports {
        // A scoped import (`import struct Foo.Bar`) brings in one declaration; the generated file
        // imports the whole module, since it may need more of it.
        let path = source.kind == nil ? source.path : String(source.moduleName)
        let attributes = source.attributes.filter { keptAttributes.contains($0) || $0.hasPrefix("@_spi(") }
        add(path: path, attributes: attributes, isConditional: source.isConditional)
      }
    }
    for path in annotations {
      add(path: path, attributes: [], isConditional: false)
    }
    return byPath.values.sorted()
  }
}

extension GeneratedImport {
  /// One more source import of the same path: the import stays unconditional if any is, and its
  /// attributes are the union of all, sorted.
  fileprivate mutating func merge(attributes others: [String], isConditional: Bool) {
    self.isConditional = self.isConditional && isConditional
    guard !others.isEmpty else { return }
    attributes = Array(Set(attributes).union(others)).sorted()
  }
}
