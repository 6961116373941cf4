/// A Swift type as written in an annotation, parsed by `TypeParser` (DESIGN §3, "Types").
///
/// The tree keeps the user's spelling (`Optional<T>` stays a nominal type); `normalized` folds
/// spelling variants together so that two types can be compared, and `description` prints the
/// type back as Swift with canonical spacing for generated code.
public indirect enum TypeExpression: Hashable, Sendable {
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
public struct NominalComponent: Hashable, Sendable {
  /// The identifier without back-quotes.
  public var name: String
  public var genericArguments: [TypeExpression]

  public init(name: String, genericArguments: [TypeExpression] = []) {
    self.name = name
    self.genericArguments = genericArguments
  }
}

/// An element of a tuple type or of a function type's parameter list: `label: T`, `_ name: T`, `T`.
public struct TupleTypeElement: Hashable, Sendable {
  /// The first name (argument label), without back-quotes; `_` is kept as written.
  public var label: String?
  /// The second name of a function parameter (`_ name: T` has label `_` and second name `name`).
  public var secondName: String?
  public var type: TypeExpression

  public init(label: String? = nil, secondName: String? = nil, type: TypeExpression) {
    self.label = label
    self.secondName = secondName
    self.type = type
  }
}

/// `(parameters) async throws(E) -> result`
public struct FunctionTypeExpression: Hashable, Sendable {
  public var parameters: [TupleTypeElement]
  public var isAsync: Bool
  public var isThrowing: Bool
  /// The error type of typed throws (`throws(MyError)`), or `nil`.
  public var thrownType: TypeExpression?
  public var result: TypeExpression

  public init(
    parameters: [TupleTypeElement],
    isAsync: Bool = false,
    isThrowing: Bool = false,
    thrownType: TypeExpression? = nil,
    result: TypeExpression
  ) {
    self.parameters = parameters
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.thrownType = thrownType
    self.result = result
  }
}

extension TypeExpression {
  /// The dotted name when the type is a plain nominal type without generic arguments
  /// (`MovieManager`, `Outer.Inner`), which is how a registration names an injectable type;
  /// `nil` for every other form.
  public var plainNominalName: String? {
    guard case .nominal(let components) = self,
      components.allSatisfy({ $0.genericArguments.isEmpty })
    else { return nil }
    return components.map(\.name).joined(separator: ".")
  }
}
