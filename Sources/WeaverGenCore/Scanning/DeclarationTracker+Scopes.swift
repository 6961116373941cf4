/// Turning finished headers into declarations and imports, and the brace stack they nest in.
extension DeclarationTracker {
  /// Feeds a pending type header; returns `false` when the token is not the header's and must be
  /// handled as any other.
  mutating func continueHeader(with token: Token, recorder: inout ScanRecorder) -> Bool {
    guard let step = header?.consume(token, recorder: &recorder) else { return false }
    if case .consumed = step { return true }
    // Moved out, not copied: a copy retained each of the header's names and lists, 57,000
    // headers in the bench app, all released again a moment later with the pending one.
    let finished = header.take()!
    isReadingHeader = false
    switch step {
    case .bodyOpened:
      let index = register(finished)
      if let index { declarations[index].body = token.start..<source.count }
      openScope(declaration: index, isType: true)
      return true
    case .ended:
      register(finished)
      return false
    case .consumed, .cancelled:
      return false
    }
  }

  /// Feeds a pending import; returns `false` when the token follows the import.
  mutating func continueImport(with token: Token) -> Bool {
    guard var pending = importHeader else { return false }
    if token.kind != .endOfFile, pending.consume(token, base: source.base) == .consumed {
      importHeader = pending
      return true
    }
    importHeader = nil
    isReadingImport = false
    if let declaration = pending.declaration { imports.append(declaration) }
    return false
  }

  /// Adds the declaration `header` read, unless its dotted name would be too long or it sits in
  /// an unreported type; returns its index.
  @discardableResult
  private mutating func register(_ header: consuming TypeHeader) -> Int? {
    guard !isInUnreportedScope else { return nil }
    // The header's lists are moved into the declaration (`take`), not copied: a copy retained
    // each, and the header released it again a moment later, for every declaration of every file.
    let parent = innermostType
    let name = header.name.map { TypeHeader.unquoted($0, base: source.base) } ?? header.extendedType ?? ""
    let parentName = parent.map { declarations[$0].qualifiedName }
    guard (parentName?.utf8.count ?? -1) + 1 + name.utf8.count <= Self.maximumQualifiedNameLength else { return nil }
    declarations.append(
      TypeDeclaration(
        kind: header.kind,
        name: name,
        qualifiedName: parentName.map { $0 + "." + name } ?? name,
        accessLevel: header.accessLevel,
        genericParameters: Self.take(&header.genericParameters),
        inheritedTypes: Self.take(&header.inheritedTypes),
        whereRequirements: Self.take(&header.whereRequirements),
        isObjC: header.isObjC,
        attributes: Self.take(&header.attributes),
        isNonisolated: header.isNonisolated,
        namePosition: header.namePosition,
        parent: parent,
        isLocal: !scopes.isEmpty && scopes[scopes.count - 1].isLocal
      )
    )
    return declarations.count - 1
  }

  /// `list`, left empty: a move, where reading it and dropping the owner later was a retain and a
  /// release.
  private static func take(_ list: inout [String]) -> [String] {
    var taken: [String] = []
    swap(&taken, &list)
    return taken
  }

  /// Opens the body of the declaration at `declaration`, of a type left unreported (`nil` with
  /// `isType`), or a code block.
  mutating func openScope(declaration: Int?, isType: Bool) {
    let isOuterLocal = !scopes.isEmpty && scopes[scopes.count - 1].isLocal
    let isLocal = isType ? isOuterLocal : true
    isInUnreportedScope = isInUnreportedScope || (isType && declaration == nil)
    innermostType = declaration ?? innermostType
    scopes.append(
      Scope(declaration: declaration, enclosingType: innermostType, isLocal: isLocal, isUnreported: isInUnreportedScope)
    )
    prefix.recordsAttributes = false
  }

  /// Closes the innermost scope at the `}` ending at `end`; a stray `}` at file scope is ignored.
  mutating func closeScope(at end: Int) {
    guard let scope = scopes.popLast() else { return }
    if isReadingInitializer { finishInitializers(deeperThan: scopes.count) }
    let outer = scopes.last
    innermostType = outer?.enclosingType
    isInUnreportedScope = outer?.isUnreported ?? false
    prefix.recordsAttributes = outer == nil  // imports, whose attributes it keeps, are at file scope
    if let index = scope.declaration, let body = declarations[index].body {
      declarations[index].body = body.lowerBound..<end
    }
  }
}
