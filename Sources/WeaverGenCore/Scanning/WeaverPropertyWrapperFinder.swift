/// One use of Weaver 1.x's property wrappers (`@Weaver(…)`, `@WeaverP1(…)` … `@WeaverP9(…)`), which
/// weaver-gen does not read: each is reported where it is written (docs/migrating-from-weaver.md,
/// "Property wrappers"), and `weaver-gen migrate` rewrites it as comments.
struct WeaverPropertyWrapperUse: Hashable, Sendable {
  /// `Weaver` or `WeaverP2`, as written after the `@`.
  var name: String
  /// Where the `@` is.
  var position: SourcePosition
  /// The index, in `ScannedFile.declarations`, of the innermost type or extension holding it.
  var enclosingDeclaration: Int?
}

/// Finds the attributes `@Weaver` and `@WeaverP<digits>` among a file's tokens, so never in a
/// comment or a string literal: the token after an `@` is read only when it touches it.
struct WeaverPropertyWrapperFinder {
  private(set) var uses: [WeaverPropertyWrapperUse] = []
  /// Where the previous token, an `@`, starts; -1 after any other token.
  private var atSign = -1

  /// Called for every token of every file, so inlined, and doing nothing more than a comparison
  /// unless this token or the one before is an `@`: as a call that copied the token and set an
  /// optional each time, it was 1 % of the bench app's samples.
  @inline(__always)
  mutating func consume(_ token: Token, source: SourceBuffer, recorder: inout ScanRecorder) {
    guard atSign >= 0 || token.kind == .atSign else { return }
    consumeNearAtSign(token, source: source, recorder: &recorder)
  }

  /// Whether the previous token was not an `@`: then a run of plain tokens, none of them an `@`,
  /// changes nothing here.
  var acceptsPlainRun: Bool { atSign < 0 }

  private mutating func consumeNearAtSign(_ token: Token, source: SourceBuffer, recorder: inout ScanRecorder) {
    let start = atSign
    atSign = token.kind == .atSign ? token.start : -1
    guard start >= 0, token.kind == .identifier, !token.hasLeadingTrivia,
      // Compared in the bytes first: most attributes (`@MainActor`, `@escaping`) are not Weaver's,
      // and a string was made of each to find out.
      source.bytes(at: token.start, equal: "Weaver")
    else { return }
    let name = source.text(token.start..<token.end)
    guard Self.isWeaverWrapper(name) else { return }
    uses.append(
      WeaverPropertyWrapperUse(
        name: name, position: recorder.position(at: start), enclosingDeclaration: recorder.enclosingDeclaration))
  }

  static func isWeaverWrapper(_ name: String) -> Bool {
    guard name.hasPrefix("Weaver") else { return false }
    let suffix = name.dropFirst("Weaver".count)
    return suffix.isEmpty || (suffix.first == "P" && suffix.count > 1 && suffix.dropFirst().allSatisfy(\.isASCIIDigit))
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
