/// Names the module's own types with the module's name, for code that is compiled in another
/// module: the test doubles. Inside the module its `Timer` hides Foundation's; in a test target
/// that imports both, a bare `Timer` is ambiguous, while `Names.Timer` is not.
///
/// Only the first component of a name is qualified, and only when the module declares a
/// top-level type of that name. A module that declares a type named as the module itself is left
/// as written: there `Names.Timer` would read as a member of the type `Names`.
struct ModuleQualifier: Sendable {
  let module: String
  /// The top-level type names the module declares; empty when qualifying would mislead.
  let topLevelTypes: Set<String>
  /// Every top-level type name the module declares, qualified or not.
  let declaredTopLevelTypes: Set<String>

  init(module: String, declaredTypes: some Sequence<String>) {
    self.module = module
    declaredTopLevelTypes = Set(declaredTypes.filter { !$0.contains(".") })
    topLevelTypes = declaredTopLevelTypes.contains(module) ? [] : declaredTopLevelTypes
  }

  /// The member with its type and its parameters' types qualified.
  func qualifying(_ member: Member) -> Member {
    Member(
      dependencyIndex: member.dependencyIndex, name: member.name, type: qualifying(member.type),
      parameters: member.parameters.map { parameter in
        var qualified = parameter
        qualified.kind = .parameter(qualifying(parameter.exposedType))
        return qualified
      }, isolation: member.isolation)
  }

  func qualifying(_ type: TypeExpression) -> TypeExpression {
    guard !topLevelTypes.isEmpty else { return type }
    switch type {
    case .nominal(let components):
      var qualified = components.map {
        NominalComponent(name: $0.name, genericArguments: $0.genericArguments.map(qualifying))
      }
      if let first = qualified.first, topLevelTypes.contains(first.name) {
        qualified.insert(NominalComponent(name: module), at: 0)
      }
      return .nominal(qualified)
    case .optional(let wrapped): return .optional(qualifying(wrapped))
    case .implicitlyUnwrappedOptional(let wrapped): return .implicitlyUnwrappedOptional(qualifying(wrapped))
    case .array(let element): return .array(qualifying(element))
    case .dictionary(let key, let value): return .dictionary(key: qualifying(key), value: qualifying(value))
    case .tuple(let elements): return .tuple(elements.map(qualifying))
    case .function(var function):
      function.parameters = function.parameters.map(qualifying)
      function.thrownType = function.thrownType.map(qualifying)
      function.result = qualifying(function.result)
      return .function(function)
    case .composition(let elements): return .composition(elements.map(qualifying))
    case .existential(let constraint): return .existential(qualifying(constraint))
    case .opaque(let constraint): return .opaque(qualifying(constraint))
    case .metatype(let base, let isProtocol): return .metatype(qualifying(base), isProtocol: isProtocol)
    case .attributed(let attributes, let base): return .attributed(attributes, qualifying(base))
    case .variadic(let base): return .variadic(qualifying(base))
    }
  }

  private func qualifying(_ element: TupleTypeElement) -> TupleTypeElement {
    var qualified = element
    qualified.type = qualifying(element.type)
    return qualified
  }
}
