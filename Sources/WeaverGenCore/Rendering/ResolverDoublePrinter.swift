/// The module's resolver test doubles (`weaver-gen doubles`, docs/testing.md), and the containers
/// a test builds with some registrations replaced (`OverridingContainerRenderer`): one file for a
/// test target, never for the module itself, so nothing test-only reaches the app's binary.
///
/// The file starts with `@testable import <Module>` (the resolvers and the types they name may be
/// internal), then the module's own imports, since its members name their types, then the test
/// frameworks that can report an unset member. The support it needs is `fileprivate`, so that a
/// test target holding the doubles of several modules has no two declarations of it.
struct ResolverDoublePrinter: ModuleCodePrinter {
  /// The name the generated file has in the core's list; `--output-file` and the plugin choose
  /// their own.
  static let fileName = "WeaverDoubles.swift"

  let moduleName: String
  let sourceFolder: SourceFolder
  let qualifier: ModuleQualifier

  func opening(importing imports: [GeneratedImport]) -> String {
    var opening = CodeWriter()
    opening.line()
    opening.line("@testable import \(SwiftIdentifier.spelling(of: moduleName))")
    SwiftRenderer.writeImports(imports, to: &opening)
    for framework in ["Testing", "XCTest"] {
      opening.line("#if canImport(\(framework))")
      opening.line("import \(framework)")
      opening.line("#endif")
    }
    return opening.text
  }

  func section(of plan: ContainerPlan, in plans: [ContainerPlan]) -> String {
    var section = CodeWriter()
    ResolverDoubleRenderer(plan: plan, sourceFolder: sourceFolder, qualifier: qualifier).write(to: &section)
    OverridingContainerRenderer(plan: plan, plans: plans, qualifier: qualifier).write(to: &section)
    return section.text
  }

  func tail(_ plans: [ContainerPlan], everyPlatform: [ContainerPlan], entryPoints: String) -> String {
    guard !everyPlatform.isEmpty else { return "" }
    var lines = [""] + Self.unsetValue
    if everyPlatform.contains(where: {
      $0.isSendable && $0.isolation.globalActor(defaultingTo: $0.defaultIsolation) == nil
    }) {
      lines += [""] + Self.slot
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// What an unset member reads: reported to the running test framework (Swift Testing's
  /// `Issue.record` inside a Swift Testing test, else `XCTFail`), then a trap, since no value can
  /// be made up for it and the test must not go on as if one had.
  private static let unsetValue = [
    "// MARK: - Test double support",
    "",
    "/// The member's value, or, when it was never given, a failure the test framework shows, then a stop.",
    "fileprivate nonisolated func weaverGenDoubleValue<Value>(_ value: Value?, _ unset: @autoclosure () -> String) -> Value {",
    "  if let value { return value }",
    "  let message = unset()",
    "  #if canImport(Testing)",
    "  if Test.current != nil {",
    "    Issue.record(Comment(rawValue: message))",
    "    fatalError(message)",
    "  }",
    "  #endif",
    "  #if canImport(XCTest)",
    "  XCTFail(message)",
    "  #endif",
    "  fatalError(message)",
    "}",
  ]

  /// A member of a `Sendable` double, read and written under a lock, `Sendable` exactly when its
  /// value is: the same promise as the containers' shared boxes (`RuntimeSupport`).
  private static let slot = [
    "/// A member of a `Sendable` double: tasks sharing the double read and write it one at a time.",
    "fileprivate nonisolated final class WeaverGenDoubleSlot<Value> {",
    "  private let lock = NSLock()",
    "  private var stored: Value",
    "",
    "  init(_ value: Value) {",
    "    stored = value",
    "  }",
    "",
    "  var value: Value {",
    "    get {",
    "      lock.lock()",
    "      defer { lock.unlock() }",
    "      return stored",
    "    }",
    "    set {",
    "      lock.lock()",
    "      defer { lock.unlock() }",
    "      stored = newValue",
    "    }",
    "  }",
    "",
    "  func update(_ change: (inout Value) -> Void) {",
    "    lock.lock()",
    "    defer { lock.unlock() }",
    "    change(&stored)",
    "  }",
    "}",
    "",
    "/// Its state is only touched under its lock, and it hands out only `Sendable` values.",
    "extension WeaverGenDoubleSlot: @unchecked Sendable where Value: Sendable {}",
  ]
}

/// The folder a module's files share, which generated text names them relative to: a path in the
/// code must not depend on where the checkout is (the build plugin passes absolute paths).
struct SourceFolder: Hashable, Sendable {
  let path: String

  /// The longest folder that holds every one of `paths`.
  init(commonTo paths: [String]) {
    let folders = paths.map { $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() }
    guard var common = folders.first.map(Array.init) else {
      path = ""
      return
    }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    path = common.joined(separator: "/")
  }

  /// `path` without the shared folder.
  func relative(_ file: String) -> String {
    guard !path.isEmpty, file.hasPrefix(path + "/") else { return file }
    return String(file.dropFirst(path.count + 1))
  }
}

/// Text as a Swift string literal, so that a path or a type in a message cannot end the string or
/// start an interpolation.
enum SwiftStringLiteral {
  static func quoting(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "\\" || character == "\"" { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"" + ControlCharacterEscaping.escaped(escaped) + "\""
  }
}
