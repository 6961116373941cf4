extension TypeExpression {
  /// The dotted names of every nominal type the expression mentions, outermost first, generic
  /// arguments included (`[Movie: Optional<Poster>]` gives `Movie`, `Optional`, `Poster`): what a
  /// declaration using this type makes visible wherever the declaration is.
  var namedTypes: [String] {
    var names: [String] = []
    collectNamedTypes(into: &names)
    return names
  }

  private func collectNamedTypes(into names: inout [String]) {
    switch self {
    case .nominal(let components):
      names.append(components.map(\.name).joined(separator: "."))
      for component in components {
        for argument in component.genericArguments { argument.collectNamedTypes(into: &names) }
      }
    case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
      .existential(let wrapped), .opaque(let wrapped), .metatype(let wrapped, _), .attributed(_, let wrapped),
      .variadic(let wrapped):
      wrapped.collectNamedTypes(into: &names)
    case .dictionary(let key, let value):
      key.collectNamedTypes(into: &names)
      value.collectNamedTypes(into: &names)
    case .tuple(let elements):
      for element in elements { element.type.collectNamedTypes(into: &names) }
    case .function(let function):
      for parameter in function.parameters { parameter.type.collectNamedTypes(into: &names) }
      function.thrownType?.collectNamedTypes(into: &names)
      function.result.collectNamedTypes(into: &names)
    case .composition(let members):
      for member in members { member.collectNamedTypes(into: &names) }
    }
  }
}

/// The module's nested types as `TypeExpression.qualified` looks them up: the declared types, and
/// their dotted names as scopes, so that a name no scope of the owner holds (almost every name) is
/// left alone without spelling a candidate path.
///
/// A class, for the reason `TypeLookup` is one: every dependency of every type is qualified
/// through it, on all cores, and a copy retained its two tables each time.
final class NestedTypeNames: Sendable {
  private let declaredTypes: NameTable<DeclaredType>
  /// At least the dotted names of the declared types.
  private let scopes: TypeScopes

  init(declaredTypes: NameTable<DeclaredType>, scopes: TypeScopes) {
    self.declaredTypes = declaredTypes
    self.scopes = scopes
  }

  /// The full path of the nested type that `name` means from inside `owner`, when it means one
  /// (`Shelf.Label` for `Label` from `Shelf` or `Shelf.Reader`), else `nil`.
  func path(of name: String, from owner: String) -> String? {
    // The table is read through an unretained reference: every dependency of every type asks
    // this on all cores, and the closure retained and released this object each time, so that the
    // cores waited on each other for its count. The closure cannot outlive this call.
    scopes.firstNested(name, from: owner) { [unowned(unsafe) self] in self.declaredTypes.contains($0) ? $0 : nil }
  }
}

extension TypeExpression {
  /// The expression as generated code at file scope must spell it, or `nil` when that is as
  /// written: each nominal type that, from inside `owner`, names a type the module declares nested
  /// in `owner` or one of its parents is written with its full path (`Label` in `Shelf` is
  /// `Shelf.Label`), as Swift reads it there, generic arguments included.
  func qualified(from owner: String, in nested: NestedTypeNames) -> TypeExpression? {
    // A function, not a closure value: a closure made for each call held `nested`, which every
    // core reads at once, and retained it each time (as `path(of:from:)`'s closure did).
    func each(_ type: TypeExpression) -> TypeExpression? { type.qualified(from: owner, in: nested) }
    switch self {
    case .nominal(let components):
      let path = nested.path(of: components[0].name, from: owner)
      // Most types are plain names: no list is made for them.
      let isGeneric = components.contains { !$0.genericArguments.isEmpty }
      guard path != nil || isGeneric else { return nil }
      let arguments = components.map { component in component.genericArguments.map { each($0) } }
      guard path != nil || arguments.contains(where: { $0.contains { $0 != nil } }) else { return nil }
      var qualified = zip(components, arguments).map { component, arguments in
        NominalComponent(
          name: component.name,
          genericArguments: zip(component.genericArguments, arguments).map { $1 ?? $0 })
      }
      if let path {
        qualified.insert(
          contentsOf: path.split(separator: ".").dropLast().map { NominalComponent(name: String($0)) }, at: 0)
      }
      return .nominal(qualified)
    case .optional(let wrapped): return each(wrapped).map { .optional($0) }
    case .implicitlyUnwrappedOptional(let wrapped): return each(wrapped).map { .implicitlyUnwrappedOptional($0) }
    case .array(let element): return each(element).map { .array($0) }
    case .existential(let wrapped): return each(wrapped).map { .existential($0) }
    case .opaque(let wrapped): return each(wrapped).map { .opaque($0) }
    case .metatype(let base, let isProtocol): return each(base).map { .metatype($0, isProtocol: isProtocol) }
    case .attributed(let attributes, let base): return each(base).map { .attributed(attributes, $0) }
    case .variadic(let element): return each(element).map { .variadic($0) }
    case .dictionary(let key, let value):
      let (newKey, newValue) = (each(key), each(value))
      guard newKey != nil || newValue != nil else { return nil }
      return .dictionary(key: newKey ?? key, value: newValue ?? value)
    case .tuple(let elements):
      let types = elements.map { each($0.type) }
      guard types.contains(where: { $0 != nil }) else { return nil }
      return .tuple(
        zip(elements, types).map { element, type in
          var element = element
          element.type = type ?? element.type
          return element
        })
    case .function(var function):
      let parameters = function.parameters.map { each($0.type) }
      let (thrown, result) = (function.thrownType.flatMap(each), each(function.result))
      guard parameters.contains(where: { $0 != nil }) || thrown != nil || result != nil else { return nil }
      for (index, type) in parameters.enumerated() {
        function.parameters[index].type = type ?? function.parameters[index].type
      }
      function.thrownType = thrown ?? function.thrownType
      function.result = result ?? function.result
      return .function(function)
    case .composition(let members):
      let qualified = members.map(each)
      guard qualified.contains(where: { $0 != nil }) else { return nil }
      return .composition(zip(members, qualified).map { $1 ?? $0 })
    }
  }
}
