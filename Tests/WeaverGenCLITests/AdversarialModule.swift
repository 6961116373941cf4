import Foundation
import Testing

/// Modules of one extreme shape each, at any size: the inputs on which a stage that is linear on a
/// typical app turned quadratic or worse (issue 11). `Benchmarks/adversarial_shapes.py` writes the
/// same shapes for `make bench`.
enum AdversarialModule: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// A root registers a value and the first of a chain of types, each registering the next and
  /// referencing the value: every reference is provided by the one above it, which passes it up.
  case chain
  /// A root registers a hub and `size` values; the hub references every one of them.
  case manyDependencies
  /// A root registers a value and `size` types, each referencing it.
  case wideRoot
  /// Layers of 8 types, each registering all 8 of the next layer and referencing the root's value:
  /// the registration paths multiply by 8 per layer.
  case wideDAG
  /// A type that takes `size` parameters, registered per call by a root.
  case manyParameters
  /// A root registering `size` types that each reference a value nothing provides: one error each.
  case manyErrors
  /// A chain of types, each registering the next and referencing a value of its own type that
  /// nothing provides: one error per type, each on a path as long as the type is deep, which once
  /// printed whole for each of them (and which neither a name nor a type above resolves).
  case chainOfErrors
  /// A type registering `size` values and configuring `size` misspelt names: one error each.
  case misspeltConfigurations
  /// One annotation line of `size` opening brackets, past the type grammar's nesting limit: one
  /// error, which must be found without holding the line as one object per token.
  case nestedAnnotation
  /// `size` modules of ten public types each, and an app module that imports them all and
  /// registers every one: its linking looks up `10 × size` names among `size` interfaces, which once
  /// asked every interface for each name. A SwiftPM sources folder, one subfolder per module.
  case manyModules

  var testDescription: String { rawValue }

  /// Whether `weaver-gen generate` accepts the module.
  var isValid: Bool { ![.manyErrors, .chainOfErrors, .misspeltConfigurations, .nestedAnnotation].contains(self) }

  /// The module's files, by name.
  func files(size: Int) -> [String: String] {
    switch self {
    case .chain:
      let types =
        [Self.type("Root", ["value = Value", "next = T1"])]
        + (1...size).map { index in
          Self.type("T\(index)", ["value <- Value"] + (index < size ? ["next = T\(index + 1)"] : []))
        }
      return Self.spread(types).merging(["Value.swift": Self.value]) { $1 }
    case .manyDependencies:
      let values = (0..<size).map { "value\($0)" }
      return [
        "Value.swift": Self.value,
        "Root.swift": Self.type("Root", ["hub = Hub"] + values.map { "\($0) = Value" }),
        "Hub.swift": Self.type("Hub", values.map { "\($0) <- Value" }),
      ]
    case .wideRoot:
      let root = Self.type("Root", ["value = Value"] + (0..<size).map { "t\($0) = T\($0)" })
      let types = (0..<size).map { Self.type("T\($0)", ["value <- Value"]) }
      return Self.spread([root] + types).merging(["Value.swift": Self.value]) { $1 }
    case .wideDAG:
      let width = 8
      let layers = max(1, size / width)
      func registrations(ofLayer layer: Int) -> [String] {
        layer < layers ? (0..<width).map { "n\(layer)x\($0) = N\(layer)x\($0)" } : []
      }
      var types = [Self.type("Root", ["value = Value"] + registrations(ofLayer: 0))]
      for layer in 0..<layers {
        for column in 0..<width {
          types.append(Self.type("N\(layer)x\(column)", ["value <- Value"] + registrations(ofLayer: layer + 1)))
        }
      }
      return Self.spread(types).merging(["Value.swift": Self.value]) { $1 }
    case .manyParameters:
      return [
        "Root.swift": Self.type("Root", ["leaf = Leaf", "leaf.scope = .transient"]),
        "Leaf.swift": Self.type("Leaf", (0..<size).map { "p\($0) <= Int" }),
      ]
    case .manyErrors:
      let root = Self.type("Root", (0..<size).map { "t\($0) = T\($0)" })
      let types = (0..<size).map { Self.type("T\($0)", ["missing\($0) <- Value"]) }
      return ["Value.swift": Self.value, "Root.swift": ([root] + types).joined()]
    case .chainOfErrors:
      let types = (0..<size).map { index in
        Self.type(
          "T\(index)",
          (index + 1 < size ? ["next = T\(index + 1)"] : []) + (index > 0 ? ["missing\(index) <- Missing\(index)"] : [])
        )
      }
      return Self.spread(types).merging(["Value.swift": Self.value]) { $1 }
    case .misspeltConfigurations:
      let annotations = (0..<size).map { "value\($0) = Value" } + (0..<size).map { "valeu\($0).scope = .lazy" }
      return ["Value.swift": Self.value, "Root.swift": Self.type("Root", annotations)]
    case .nestedAnnotation:
      let type = String(repeating: "[", count: size) + "Int" + String(repeating: "]", count: size)
      return ["Root.swift": Self.type("Root", ["value <- \(type)"], access: "public ")]
    case .manyModules:
      var files = ["Sources/Core/Core.swift": "public final class Value {\n  public init() {}\n}\n"]
      var registrations = ["value = Value"]
      for module in 0..<size {
        let names = (0..<10).map { "M\(module)Entry\($0)" }
        files["Sources/Feature\(module)/Feature\(module).swift"] =
          "import Core\n\n" + names.map { Self.type($0, ["value <- Value"], access: "public ") }.joined()
        registrations += names.map { "entry\($0.dropFirst()) = \($0)" }
      }
      let imports = (0..<size).map { "import Feature\($0)\n" }.joined()
      files["Sources/App/App.swift"] = "import Core\n" + imports + "\n" + Self.type("AppRoot", registrations)
      return files
    }
  }

  /// The folder to give `--input-path` for the shape written in `directory`.
  func inputPath(in directory: URL) -> URL {
    self == .manyModules ? directory.appendingPathComponent("Sources") : directory
  }

  /// Writes the module at `size` into `directory` (created) and returns the bytes written.
  @discardableResult
  func write(size: Int, to directory: URL) throws -> Int {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var total = 0
    for (name, text) in files(size: size) {
      let bytes = Data(text.utf8)
      let file = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: file)
      total += bytes.count
    }
    return total
  }

  private static let value = "final class Value {\n  init() {}\n}\n"

  private static func type(_ name: String, _ annotations: [String], access: String = "") -> String {
    var lines = ["\(access)final class \(name) {"]
    lines += annotations.map { "  // weaver: \($0)" }
    lines.append("  \(access)init(injecting dependencies: \(name)DependencyResolver) {}")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The declarations, 100 to a file, as an app spreads its types.
  private static func spread(_ declarations: [String]) -> [String: String] {
    var files: [String: String] = [:]
    for start in stride(from: 0, to: declarations.count, by: 100) {
      files["Types\(start / 100).swift"] = declarations[start..<min(start + 100, declarations.count)].joined()
    }
    return files
  }
}
