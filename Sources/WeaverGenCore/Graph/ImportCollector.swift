/// Decides what the generated file imports: the imports of the module's annotated files plus the
/// `import` annotations (docs/generated-code.md), merged so each module appears once, sorted.
enum ImportCollector {
  /// Attributes that change what a generated file may see or how strictly it is checked, and so
  /// are kept; others (`@_exported`, `@_implementationOnly`) only matter to the file that wrote them.
  private static let keptAttributes: Set<String> = ["@testable", "@preconcurrency"]

  static func imports(of files: [FileSummary], annotations: [String], module: String) -> [GeneratedImport] {
    var byPath: [String: GeneratedImport] = [:]
    func add(path: String, attributes: [String], isConditional: Bool) {
      guard path.split(separator: ".").first.map(String.init) != module else { return }
      var merged = byPath[path] ?? GeneratedImport(path: path, isConditional: true)
      merged.isConditional = merged.isConditional && isConditional
      merged.attributes = Array(Set(merged.attributes).union(attributes)).sorted()
      byPath[path] = merged
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
