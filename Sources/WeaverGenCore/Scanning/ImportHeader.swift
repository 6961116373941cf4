/// A file-scope `import` being read: `import Foo`, `import Foo.Bar`, `import struct Foo.Bar`, with
/// the attributes, access modifier and `#if` state the tracker saw before the keyword.
struct ImportHeader {
  enum Step {
    case consumed
    /// The path ended before this token, which is the caller's.
    case ended
  }

  let position: SourcePosition
  let attributes: [String]
  let accessLevel: AccessLevel?
  let isConditional: Bool
  private var kind: String?
  private var path: [UInt8] = []
  private var expectsComponent = true

  init(position: SourcePosition, attributes: [String], accessLevel: AccessLevel?, isConditional: Bool) {
    self.position = position
    self.attributes = attributes
    self.accessLevel = accessLevel
    self.isConditional = isConditional
  }

  mutating func consume(_ token: Token, base: UnsafePointer<UInt8>) -> Step {
    if path.isEmpty, kind == nil, token.kind == .keyword, Self.isImportKind(token.word) {
      kind = String(describing: token.word.spelling)
      return .consumed
    }
    if expectsComponent {
      guard token.kind == .identifier || token.kind == .binaryOperator || token.kind == .prefixOperator else {
        return .ended
      }
      let unquoted = TypeHeader.unquoted(token, base: base)
      path.append(contentsOf: unquoted.utf8)
      expectsComponent = false
      return .consumed
    }
    guard token.kind == .period else { return .ended }
    path.append(ASCIIByte.period)
    expectsComponent = true
    return .consumed
  }

  /// The declaration, or `nil` when no module name followed `import`.
  var declaration: ImportDeclaration? {
    guard !path.isEmpty else { return nil }
    return ImportDeclaration(
      path: String(decoding: path.last == ASCIIByte.period ? path.dropLast() : path[...], as: UTF8.self),
      kind: kind,
      attributes: attributes,
      accessLevel: accessLevel,
      position: position,
      isConditional: isConditional
    )
  }

  /// The keywords of scoped imports (`import struct Foo.Bar`).
  private static func isImportKind(_ word: Word) -> Bool {
    switch word {
    case .typealias, .struct, .class, .enum, .protocol, .let, .var, .func: true
    default: false
    }
  }
}
