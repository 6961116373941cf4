/// Why a `.weak` registration cannot hold its value weakly (docs/language.md, "Scopes"), found before the
/// generated `WeaverGenWeak<Value: AnyObject>` fails to compile far from the annotation.
///
/// The container holds the registration's `storedType`: the concrete type when weaver-gen builds
/// it, the type the builder returns when a builder does, often an abstract protocol type. Both are
/// checked: a struct cannot be held weakly whatever it is exposed as, and a protocol type cannot
/// stand for `Value: AnyObject` (an existential is not a class type, even of a class-bound
/// protocol; only an `@objc` protocol's is). Types the module does not declare are not checked.
struct WeakValueProblem {
  enum Kind {
    /// A struct or enum of the module, or a form that is always a value: `struct`, `array`, ...
    case value(String)
    /// Protocols of the module, none of them class-bound, so no value of them is a class
    /// instance; more than one when they form a composition.
    case unboundProtocols(count: Int)
    /// Protocols of the module, none `@objc`, that are or might be class-bound: their
    /// existential is still not a class type.
    case protocolType
  }

  /// The type at fault.
  var type: TypeExpression
  var kind: Kind
  /// Whether `type` is what the builder returns rather than the concrete type.
  var isBuilderResult: Bool
  /// Where the module declares the type at fault.
  var notes: [DiagnosticNote]

  /// The problem of a `.weak` registration declared in `owner`, if it has one.
  static func find(in registration: Registration, from owner: String, lookup: TypeLookup) -> WeakValueProblem? {
    if let problem = valueProblem(registration.concrete, isBuilderResult: false, from: owner, lookup: lookup) {
      return problem
    }
    // Without a builder the concrete type is stored; a protocol there is an
    // `unbuildable-registration` already.
    guard registration.builder != nil else { return nil }
    let stored = registration.storedType
    if stored != registration.concrete,
      let problem = valueProblem(stored, isBuilderResult: true, from: owner, lookup: lookup)
    {
      return problem
    }
    return protocolProblem(stored, from: owner, lookup: lookup)
  }

  /// The message of the `weak-value-type` error for registration `name`.
  func message(registration name: String) -> String {
    switch kind {
    case .value(let what):
      GraphMessages.weakValueType(name, type: type.description, kind: what, isBuilderResult: isBuilderResult)
    case .unboundProtocols(let count):
      GraphMessages.weakValueType(
        name, type: type.description,
        kind: count == 1 ? "protocol that is not class-bound" : "composition of protocols that are not class-bound",
        isBuilderResult: isBuilderResult)
    case .protocolType:
      GraphMessages.weakProtocolType(name, type: type.description)
    }
  }

  /// A form that is always a value (array, dictionary, tuple, function, optional), or a struct or
  /// enum of the module, with a note at its declaration.
  private static func valueProblem(
    _ type: TypeExpression,
    isBuilderResult: Bool,
    from owner: String,
    lookup: TypeLookup
  ) -> WeakValueProblem? {
    let kind: String
    var notes: [DiagnosticNote] = []
    switch type.normalized {
    case .nominal:
      guard let found = lookup.declaredType(of: type, from: owner),
        found.declaration.kind == .struct || found.declaration.kind == .enum
      else { return nil }
      kind = found.declaration.kind.rawValue
      notes.append(DiagnosticNote(GraphMessages.declaredHere(found.name), at: found.declaration.location))
    case .array: kind = "array"
    case .dictionary: kind = "dictionary"
    case .tuple: kind = "tuple"
    case .function: kind = "function"
    case .optional, .implicitlyUnwrappedOptional: kind = "optional"
    default: return nil
    }
    return WeakValueProblem(type: type, kind: .value(kind), isBuilderResult: isBuilderResult, notes: notes)
  }

  /// A builder's result made only of protocols the module declares (one, or a composition), none
  /// `@objc`, with a note at each.
  private static func protocolProblem(_ type: TypeExpression, from owner: String, lookup: TypeLookup)
    -> WeakValueProblem?
  {
    let normalized = type.normalized
    let members = if case .composition(let members) = normalized { members } else { [normalized] }
    var protocols: [(name: String, declaration: DeclaredType)] = []
    for member in members {
      guard let found = lookup.declaredType(of: member, from: owner), found.declaration.kind == .protocol,
        !found.declaration.isObjC
      else { return nil }
      protocols.append(found)
    }
    let boundness = ClassBoundness(lookup: lookup)
    let isUnbound = protocols.allSatisfy { boundness.isKnownUnbound($0.name, $0.declaration) }
    return WeakValueProblem(
      type: type,
      kind: isUnbound ? .unboundProtocols(count: protocols.count) : .protocolType,
      isBuilderResult: true,
      notes: protocols.map { DiagnosticNote(GraphMessages.declaredHere($0.name), at: $0.declaration.location) }
    )
  }
}
