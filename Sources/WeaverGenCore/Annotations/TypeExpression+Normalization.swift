/// Folds spelling variants of one Swift type together, so that a reference written `[Movie]` is
/// provided by a registration written `Array<Movie>` (docs/language.md, "Types": spellings that
/// mean the same type compare equal).
///
/// Each rule says why two spellings name the same type to the compiler:
/// * `T?` = `T!` = `Optional<T>`: they are one type; `!` only changes how a value is unwrapped.
/// * `[T]` = `Array<T>`, `[K: V]` = `Dictionary<K, V>`, `Void` = `()`: sugar for the same type.
/// * `Swift.X` = `X`: the standard library's module name is the one qualifier weaver-gen can
///   resolve without the compiler; any other qualifier is kept (`Foo.Bar` ≠ `Bar`), because it
///   may name a nested type rather than a module.
/// * `(T)` = `T` for one unlabelled element: parentheses are grouping, not a tuple. A labelled
///   one-element tuple and every longer tuple keep their labels: `(a: Int, b: Int)` and
///   `(Int, Int)` are different types.
/// * `A & B` = `B & A` = `A & (B & A)`: a composition is a set of constraints, so nested ones are
///   flattened, then elements are sorted by spelling and duplicates dropped; a single remaining
///   constraint stands alone, and an empty composition is `Any`.
/// * `any P` = `P`: in Swift 6 both spell the existential (`some P` stays different: it is an
///   opaque type, not an existential).
/// * Function parameter labels and names are not part of a function type
///   (`(_ x: Int) -> Void` = `(Int) -> Void`), as in Swift.
/// * `throws(any Error)` = `throws`, and `throws(Never)` = no `throws`: what typed throws defines.
/// * `@escaping` is dropped: it is a property of a parameter, not of the function type, so a
///   stored closure and an escaping parameter have the same type. Other attributes and
///   specifiers (`@Sendable`, `@MainActor`, `inout`) change the type and are kept, sorted and
///   without duplicates, since their order does not matter.
extension TypeExpression {
  var normalized: TypeExpression {
    // Most types are already in normal form (`Session`, `Session?`, `[Movie]`): kept as they are,
    // where the rules below build a new tree for each, every time a key, a lookup or a rule asks.
    isNormalized ? self : normalizedByRules
  }

  /// Whether `normalizedByRules` gives the type back unchanged, worked out without building
  /// anything: true for the shapes no rule rewrites (a nominal type not prefixed `Swift.` and not
  /// sugar for another, an optional, array, dictionary, opaque type, metatype or variadic of such
  /// types, a tuple of two or more unlabelled-by-second-name elements); false for the others,
  /// which the rules then rebuild (a false answer only costs the rebuilding).
  var isNormalized: Bool {
    switch self {
    case .nominal(let components):
      if components.count > 1, components[0].name == "Swift", components[0].genericArguments.isEmpty { return false }
      if components.count == 1 {
        // By the count of generic arguments first: most names have none, and are compared with
        // `Void` alone rather than with all four names (134,000 types asked for the bench app).
        switch components[0].genericArguments.count {
        case 0: if components[0].name == "Void" { return false }
        case 1: if components[0].name == "Optional" || components[0].name == "Array" { return false }
        case 2: if components[0].name == "Dictionary" { return false }
        default: break
        }
      }
      return components.allSatisfy { $0.genericArguments.allSatisfy(\.isNormalized) }
    case .optional(let wrapped), .array(let wrapped), .opaque(let wrapped), .metatype(let wrapped, _),
      .variadic(let wrapped):
      return wrapped.isNormalized
    case .dictionary(let key, let value):
      return key.isNormalized && value.isNormalized
    case .tuple(let elements):
      guard elements.count != 1 else { return false }
      return elements.allSatisfy { $0.secondName == nil && $0.type.isNormalized }
    case .implicitlyUnwrappedOptional, .function, .composition, .existential, .attributed:
      return false
    }
  }

  /// The normal form by the rules above, built anew.
  var normalizedByRules: TypeExpression {
    switch self {
    case .nominal(let components):
      Self.normalizedNominal(components)
    case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
      .optional(wrapped.normalized)
    case .array(let element):
      .array(element.normalized)
    case .dictionary(let key, let value):
      .dictionary(key: key.normalized, value: value.normalized)
    case .tuple(let elements):
      Self.normalizedTuple(elements)
    case .function(let function):
      .function(function.normalized)
    case .composition(let elements):
      Self.normalizedComposition(elements)
    case .existential(let constraint):
      constraint.normalized
    case .opaque(let constraint):
      .opaque(constraint.normalized)
    case .metatype(let base, let isProtocol):
      .metatype(base.normalized, isProtocol: isProtocol)
    case .attributed(let attributes, let base):
      Self.normalizedAttributed(attributes, base.normalized)
    case .variadic(let base):
      .variadic(base.normalized)
    }
  }

  /// Whether the two types are spellings of the same type (their normalized forms are equal).
  /// Types spelled alike, the common case, are equivalent without normalizing either.
  func isEquivalent(to other: TypeExpression) -> Bool {
    self == other || normalized == other.normalized
  }

  private static func normalizedNominal(_ components: [NominalComponent]) -> TypeExpression {
    var components = components.map {
      NominalComponent(name: $0.name, genericArguments: $0.genericArguments.map(\.normalized))
    }
    if components.count > 1, components[0] == NominalComponent(name: "Swift") { components.removeFirst() }
    guard components.count == 1 else { return .nominal(components) }
    let arguments = components[0].genericArguments
    switch (components[0].name, arguments.count) {
    case ("Optional", 1): return .optional(arguments[0])
    case ("Array", 1): return .array(arguments[0])
    case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
    case ("Void", 0): return .tuple([])
    default: return .nominal(components)
    }
  }

  private static func normalizedTuple(_ elements: [TupleTypeElement]) -> TypeExpression {
    if elements.count == 1, elements[0].label == nil, elements[0].secondName == nil {
      if case .variadic = elements[0].type {} else { return elements[0].type.normalized }
    }
    return .tuple(elements.map { TupleTypeElement(label: $0.label, type: $0.type.normalized) })
  }

  /// Sorted by spelling; the sort is stable and the input order deterministic, so the result
  /// never depends on hashing.
  private static func normalizedComposition(_ elements: [TypeExpression]) -> TypeExpression {
    var constraints: [TypeExpression] = []
    for element in elements {
      let element = element.normalized
      let flattened = if case .composition(let nested) = element { nested } else { [element] }
      for constraint in flattened where !constraints.contains(constraint) {
        constraints.append(constraint)
      }
    }
    switch constraints.count {
    case 0: return .nominal([NominalComponent(name: "Any")])
    case 1: return constraints[0]
    default: return .composition(constraints.sorted { $0.description < $1.description })
    }
  }

  private static func normalizedAttributed(_ attributes: [String], _ base: TypeExpression) -> TypeExpression {
    var attributes = Set(attributes)
    var base = base
    if case .attributed(let nested, let nestedBase) = base {
      attributes.formUnion(nested)
      base = nestedBase
    }
    attributes.remove("@escaping")
    return attributes.isEmpty ? base : .attributed(attributes.sorted(), base)
  }
}

extension FunctionTypeExpression {
  fileprivate var normalized: FunctionTypeExpression {
    var thrown = thrownType?.normalized
    var throwing = isThrowing || thrown != nil
    if thrown == .nominal([NominalComponent(name: "Error")]) { thrown = nil }
    if thrown == .nominal([NominalComponent(name: "Never")]) {
      thrown = nil
      throwing = false
    }
    return FunctionTypeExpression(
      parameters: parameters.map { TupleTypeElement(type: $0.type.normalized) },
      isAsync: isAsync,
      isThrowing: throwing,
      thrownType: thrown,
      result: result.normalized
    )
  }
}
