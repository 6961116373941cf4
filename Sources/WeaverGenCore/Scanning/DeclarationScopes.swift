/// Turning finished headers into declarations and imports, and the brace stack they nest in.
extension DeclarationTracker {
  /// Feeds a pending type header; returns `false` when the token is not the header's and must be
  /// handled as any other.
  mutating func continueHeader(with token: Token, recorder: inout ScanRecorder) -> Bool {
    guard let step = header?.consume(token, recorder: &recorder) else { return false }
    if case .consumed = step { return true }
    isReadingHeader = false
    switch step {
    case .consumed:
      return true
    case .bodyOpened:
      let index = register(header!, recorder: recorder)
      header = nil
      declarations[index].body = token.start..<recorder.count
      openScope(declaration: index)
      return true
    case .ended:
      register(header!, recorder: recorder)
      header = nil
      return false
    case .cancelled:
      header = nil
      return false
    }
  }

  /// Feeds a pending import; returns `false` when the token follows the import.
  mutating func continueImport(with token: Token, recorder: ScanRecorder) -> Bool {
    guard var pending = importHeader else { return false }
    if token.kind != .endOfFile, pending.consume(token, base: recorder.base) == .consumed {
      importHeader = pending
      return true
    }
    importHeader = nil
    isReadingImport = false
    if let declaration = pending.declaration { imports.append(declaration) }
    return false
  }

  @discardableResult
  private mutating func register(_ header: TypeHeader, recorder: ScanRecorder) -> Int {
    let parent = innermostType
    let name: String
    if let token = header.name {
      name = TypeHeader.unquoted(token, base: recorder.base)
    } else {
      name = header.extendedType ?? ""
    }
    let qualifiedName = parent.map { declarations[$0].qualifiedName + "." + name } ?? name
    declarations.append(
      TypeDeclaration(
        kind: header.kind,
        name: name,
        qualifiedName: qualifiedName,
        accessLevel: header.accessLevel,
        genericParameters: header.genericParameters,
        inheritedTypes: header.inheritedTypes,
        namePosition: header.namePosition,
        parent: parent,
        isLocal: !scopes.isEmpty && scopes[scopes.count - 1].isLocal
      )
    )
    return declarations.count - 1
  }

  mutating func openScope(declaration: Int?) {
    let isLocal = declaration.map { declarations[$0].isLocal } ?? true
    innermostType = declaration ?? innermostType
    scopes.append(Scope(declaration: declaration, enclosingType: innermostType, isLocal: isLocal))
  }

  /// Closes the innermost scope at the `}` ending at `end`; a stray `}` at file scope is ignored.
  mutating func closeScope(at end: Int) {
    guard let scope = scopes.popLast() else { return }
    innermostType = scopes.isEmpty ? nil : scopes[scopes.count - 1].enclosingType
    if let index = scope.declaration, let body = declarations[index].body {
      declarations[index].body = body.lowerBound..<end
    }
  }
}
