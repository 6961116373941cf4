/// The rewriting of one file's property wrappers (see `PropertyWrapperMigration`).
struct FileMigration {
  let file: PropertyWrapperMigration.File
  let scanned: ScannedFile
  let parameters: ParameterIndex
  private(set) var edits = SourceEdits()
  private(set) var diagnostics: [Diagnostic] = []

  init(file: PropertyWrapperMigration.File, scanned: ScannedFile, parameters: ParameterIndex) {
    self.file = file
    self.scanned = scanned
    self.parameters = parameters
  }

  mutating func run() {
    var migratedTypes: Set<Int> = []
    for use in scanned.weaverPropertyWrappers {
      let rewritten = WrappedProperty.read(file.bytes, at: use.position.offset).flatMap { property in
        rewrite(property).map { (property, $0) }
      }
      switch rewritten {
      case .success(let (property, text)):
        edits.replace(property.range, with: text)
        if let index = use.enclosingDeclaration { migratedTypes.insert(index) }
      case .failure(let problem):
        diagnostics.append(
          .error(
            .unsupportedPropertyWrapper, AnnotationMessages.wrapperNotMigrated(use.name, problem.message),
            at: SourceLocation(path: file.path, position: use.position)))
      }
    }
    for index in migratedTypes.sorted() { keepResolver(of: index) }
  }

  /// The comments that declare what the wrapper declared, then the property reading the resolver.
  private func rewrite(_ property: WrappedProperty) -> Result<String, MigrationProblem> {
    var lines: [String] = []
    let name = property.name
    var type = property.type
    if property.argument("escaping") == "true" {
      guard property.kind == .parameter else { return .failure(.unsupportedArgument("escaping")) }
      type = "@escaping " + type
    }
    var reading = "\(PropertyWrapperMigration.resolverName).\(name)"
    switch property.kind {
    case .reference:
      lines.append("\(name) <- \(type)")
    case .parameter:
      lines.append("\(name) <= \(type)")
    case .registration:
      let concrete = property.argument("type").map { $0.hasSuffix(".self") ? String($0.dropLast(5)) : $0 }
      if property.wrapper == "Weaver" {
        lines.append(
          concrete.map { $0 == type ? "\(name) = \($0)" : "\(name) = \($0) <- \(type)" } ?? "\(name) = \(type)")
      } else {
        // `@WeaverP2 var make: (Int, String) -> Screen`: the accessor takes the built type's
        // parameters, labelled with their names, and the property stays a closure calling it.
        guard let concrete, let result = Self.functionResult(type) else {
          return .failure(.unknownParameters(property.type))
        }
        guard let labels = parameters.parameters(of: concrete) else { return .failure(.unknownParameters(concrete)) }
        lines.append(result == concrete ? "\(name) = \(concrete)" : "\(name) = \(concrete) <- \(result)")
        let arguments = labels.enumerated().map { "\($1): $\($0)" }.joined(separator: ", ")
        reading =
          "{ [\(PropertyWrapperMigration.resolverName) = self.\(PropertyWrapperMigration.resolverName)] in "
          + "\(PropertyWrapperMigration.resolverName).\(name)(\(arguments)) }"
      }
    }
    for (label, value) in property.arguments {
      switch label {
      case "type", "escaping": continue
      case "scope", "builder", "objc", "platforms":
        guard property.kind != .parameter || label == "platforms" else { return .failure(.unsupportedArgument(label)) }
        if label == "objc" && value == "false" { continue }
        lines.append("\(name).\(label) = \(value)")
      case "projects":
        lines.append("\(name).projects = \(value.filter { $0 != "\"" })")
      default:
        return .failure(.unsupportedArgument(label))
      }
    }
    let indentation = property.indentation
    let prefix = property.prefix.isEmpty ? "" : property.prefix + " "
    return .success(
      lines.map { "\(indentation)// weaver: \($0)\n" }.joined()
        + "\(indentation)\(prefix)var \(name): \(property.type) { \(reading) }")
  }

  /// What a function type returns: the text after its last top-level `->`.
  private static func functionResult(_ type: String) -> String? {
    let characters = Array(type)
    var index = characters.count - 2
    while index >= 0 {
      if characters[index] == "-" && characters[index + 1] == ">" {
        return String(characters[(index + 2)...]).trimmed
      }
      index -= 1
    }
    return nil
  }

  /// Makes the type keep the resolver its `init(injecting:)` receives, under `dependencies`, which
  /// the rewritten properties read: names the initializer's parameter when it is `_`, assigns it
  /// first thing in the body, and declares the stored property, each unless already there.
  private mutating func keepResolver(of declarationIndex: Int) {
    let typeName = scanned.declarations[declarationIndex].qualifiedName
    let resolver = PropertyWrapperMigration.resolverName
    guard
      let initializer = scanned.initializers.first(where: {
        scanned.declarations[$0.parent].qualifiedName == typeName && $0.parameters.first?.label == "injecting"
      }), let parameter = initializer.parameters.first
    else {
      diagnostics.append(
        .warning(
          .unsupportedPropertyWrapper, AnnotationMessages.noInitializerToKeepResolver(typeName),
          at: SourceLocation(path: file.path, position: scanned.declarations[declarationIndex].namePosition)))
      return
    }
    let bytes = file.bytes
    // `injecting _: X`, `injecting dependencies: X` or `injecting: X`.
    var index = parameter.position.offset + "injecting".utf8.count
    while index < bytes.count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) {
      index += 1
    }
    var local = "injecting"
    if index < bytes.count && bytes[index] != UInt8(ascii: ":") {
      let start = index
      while index < bytes.count && WrappedProperty.isIdentifierByte(bytes[index]) { index += 1 }
      local = String(decoding: bytes[start..<index], as: UTF8.self)
      if local == "_" {
        edits.replace(start..<index, with: resolver)
        local = resolver
      }
    }
    let body = Self.bodyAfter(initializer.position.offset, in: bytes)
    let lineStart = Self.lineStart(of: initializer.position.offset, in: bytes)
    let indentation = String(
      decoding: bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    if let body, !Self.text(bytes, body).contains("self.\(resolver) =") {
      let unit = indentation.first == "\t" ? "\t" : String(repeating: " ", count: max(2, min(4, indentation.count)))
      let assignment = "\n\(indentation)\(unit)self.\(resolver) = \(local)"
      let inside = Self.text(bytes, (body.lowerBound + 1)..<(body.upperBound - 1))
      if inside.trimmed.isEmpty {
        edits.replace(body, with: "{\(assignment)\n\(indentation)}")
      } else {
        // What followed the brace on its line moves to a line of its own.
        let restOfLine = inside.prefix { $0 != "\n" }.trimmed
        let spaces = restOfLine.isEmpty ? 0 : inside.prefix { $0 == " " || $0 == "\t" }.utf8.count
        edits.replace(
          (body.lowerBound + 1)..<(body.lowerBound + 1 + spaces),
          with: assignment + (restOfLine.isEmpty ? "" : "\n\(indentation)\(unit)"))
      }
    }
    let typeBody = scanned.declarations.first { $0.qualifiedName == typeName && $0.kind != .extension }?.body
    let declared = typeBody.map { Self.text(bytes, $0) }.map {
      $0.contains("let \(resolver):") || $0.contains("var \(resolver):")
    }
    if declared != true {
      edits.replace(
        lineStart..<lineStart,
        with: "\(indentation)private let \(resolver): \(parameter.type.replacing("@escaping ", with: ""))\n\n")
    }
  }

  /// The body `{ … }` of the initializer whose `init` keyword is at `offset`: the braces after its
  /// parameter clause, found by counting brackets.
  private static func bodyAfter(_ offset: Int, in bytes: [UInt8]) -> Range<Int>? {
    var index = offset
    var depth = 0
    var open: Int?
    var clauseEnded = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { clauseEnded = true }
      } else if byte == UInt8(ascii: "{") && clauseEnded && depth == 0 && open == nil {
        open = index
      }
      if let start = open {
        var braces = 0
        var end = start
        while end < bytes.count {
          if bytes[end] == UInt8(ascii: "{") { braces += 1 }
          if bytes[end] == UInt8(ascii: "}") {
            braces -= 1
            if braces == 0 { return start..<(end + 1) }
          }
          end += 1
        }
        return nil
      }
      index += 1
    }
    return nil
  }

  private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
    var start = offset
    while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
  }
}
