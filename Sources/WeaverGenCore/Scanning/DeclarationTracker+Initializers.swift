/// Starting, feeding and finishing the headers of the initializers declared in type bodies.
extension DeclarationTracker {
  /// Starts the initializer whose `init` keyword is `keyword`, in the body of declaration `parent`,
  /// with the attributes and modifiers the prefix read before it.
  mutating func beginInitializer(at keyword: Token, in parent: Int, recorder: inout ScanRecorder) {
    // Two headers never read the same scope: a second `init` there ends the first (in a protocol,
    // `init()` followed by `init(x:)`; in malformed code, wherever it stands).
    if isReadingInitializer, initializerScopeDepth == scopes.count { finishInitializer() }
    let declaration = InitializerDeclaration(
      parent: parent,
      position: recorder.position(at: keyword.start),
      attributes: prefix.attributeCount > 0 ? prefix.attributeNames(in: source) : [],
      modifiers: prefix.modifierSpellings
    )
    initializers.append(declaration)
    initializerHeaders.append(
      InitializerHeader(declaration, index: initializers.count - 1, scopeDepth: scopes.count))
    isReadingInitializer = true
    initializerScopeDepth = scopes.count
  }

  /// Shows `token` to the innermost initializer header if it is in the scope the header reads.
  /// The token is the tracker's too, whatever the header does with it.
  mutating func continueInitializer(with token: Token, recorder: inout ScanRecorder) {
    guard initializerScopeDepth == scopes.count else { return }
    if case .ended = initializerHeaders[initializerHeaders.count - 1].consume(token, recorder: &recorder) {
      finishInitializer()
    }
  }

  /// Completes the innermost initializer header into its slot of `initializers`.
  mutating func finishInitializer() {
    guard var header = initializerHeaders.popLast() else { return }
    initializers[header.index] = header.finished()
    isReadingInitializer = !initializerHeaders.isEmpty
    initializerScopeDepth = initializerHeaders.last?.scopeDepth ?? -1
  }

  /// Finishes the headers left in scopes that just closed (in malformed code: a valid header
  /// ends before its scope does).
  mutating func finishInitializers(deeperThan depth: Int) {
    while isReadingInitializer, initializerScopeDepth > depth {
      finishInitializer()
    }
  }
}
