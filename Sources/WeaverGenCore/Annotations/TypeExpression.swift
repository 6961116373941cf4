/// A Swift type as written in an annotation, parsed by `TypeParser` (docs/language.md, "Types").
///
/// The tree keeps the user's spelling (`Optional<T>` stays a nominal type); `normalized` folds
/// spelling variants together so that two types can be compared, and `description` prints the
/// type back as Swift with canonical spacing for generated code.
indirect enum TypeExpression: Hashable, Sendable {
  /// `Foo`, `Foo.Bar<Int>`, `Swift.Optional<T>`: dotted components with their generic arguments.
  case nominal([NominalComponent])
  /// `T?`
  case optional(TypeExpression)
  /// `T!`
  case implicitlyUnwrappedOptional(TypeExpression)
  /// `[T]`
  case array(TypeExpression)
  /// `[K: V]`
  case dictionary(key: TypeExpression, value: TypeExpression)
  /// `(A, b: B)`, and `()`; a parenthesised single unlabelled type is kept as a one-element tuple
  /// here and unwrapped by `normalized`.
  case tuple([TupleTypeElement])
  /// `(A, B) async throws -> C`
  case function(FunctionTypeExpression)
  /// `A & B & C`
  case composition([TypeExpression])
  /// `any P`
  case existential(TypeExpression)
  /// `some P`
  case opaque(TypeExpression)
  /// `T.Type` (`isProtocol == false`) or `P.Protocol` (`isProtocol == true`).
  case metatype(TypeExpression, isProtocol: Bool)
  /// Attributes and specifiers in front of a type, in source order: `@escaping`, `@Sendable`,
  /// `@MainActor`, `inout`, `sending`, `borrowing`, `consuming`.
  case attributed([String], TypeExpression)
  /// `T...`, in a function type's parameter list.
  case variadic(TypeExpression)
}

/// One dotted component of a nominal type: `Bar<Int>` in `Foo.Bar<Int>`.
struct NominalComponent: Hashable, Sendable {
  /// The identifier without back-quotes.
  let name: String
  var genericArguments: [TypeExpression] = []
  /// Where the name is back-quoted in generated code, worked out once, from the name alone, when
  /// the component is made: a type is printed many times over (its container's property, the
  /// resolver's requirement, each initializer parameter and argument), and finding out at each
  /// print read every byte of the name again, 167,000 times on the bench app (docs/performance.md,
  /// stop 70).
  let backQuoting: BackQuoting

  /// Where a component's name needs back-quotes (`SwiftIdentifier.needsBackQuotes(typeComponent:isMember:)`).
  enum BackQuoting: Hashable, Sendable {
    case never
    /// `Type` and `Protocol`, which would read as a metatype after a `.`.
    case asMember
    case always
  }

  init(name: String, genericArguments: [TypeExpression] = []) {
    self.name = name
    self.genericArguments = genericArguments
    backQuoting =
      if !SwiftIdentifier.needsBackQuotes(typeComponent: name, isMember: true) {
        .never
      } else {
        SwiftIdentifier.needsBackQuotes(typeComponent: name, isMember: false) ? .always : .asMember
      }
  }

  /// Whether the name is back-quoted where it stands: after a `.` (`isMember`) or first.
  func needsBackQuotes(isMember: Bool) -> Bool {
    switch backQuoting {
    case .never: false
    case .asMember: isMember
    case .always: true
    }
  }
}

/// An element of a tuple type or of a function type's parameter list: `label: T`, `_ name: T`, `T`.
struct TupleTypeElement: Hashable, Sendable {
  /// The first name (argument label), without back-quotes; `_` is kept as written.
  var label: String?
  /// The second name of a function parameter (`_ name: T` has label `_` and second name `name`).
  var secondName: String?
  var type: TypeExpression
}

/// `(parameters) async throws(E) -> result`
struct FunctionTypeExpression: Hashable, Sendable {
  var parameters: [TupleTypeElement]
  var isAsync: Bool = false
  var isThrowing: Bool = false
  /// The error type of typed throws (`throws(MyError)`), or `nil`.
  var thrownType: TypeExpression?
  var result: TypeExpression
}

extension TypeExpression {
  /// The dotted name when the type is a plain nominal type without generic arguments
  /// (`MovieManager`, `Outer.Inner`), which is how a registration names an injectable type;
  /// `nil` for every other form.
  var plainNominalName: String? {
    guard case .nominal(let components) = self,
      components.allSatisfy({ $0.genericArguments.isEmpty })
    else { return nil }
    // Most are one name: given as it is, without a list of names to join.
    if components.count == 1 { return components[0].name }
    return components.map(\.name).joined(separator: ".")
  }
}

extension TypeExpression {
  /// The type inside any number of `?`, `!` and `Optional<…>` layers (`Box??` gives `Box`); the
  /// type itself when it is not optional.
  var withoutOptionalLayers: TypeExpression {
    switch self {
    case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
      return wrapped.withoutOptionalLayers
    case .nominal(let components):
      // `Optional<T>` or `Swift.Optional<T>`, compared a name at a time: a list of the names was
      // made for every type asked, most of them plain names.
      guard let last = components.last, last.name == "Optional", last.genericArguments.count == 1,
        components.count == 1 || components.count == 2 && components[0].name == "Swift"
      else { return self }
      return last.genericArguments[0].withoutOptionalLayers
    default:
      return self
    }
  }
}
