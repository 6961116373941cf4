/// The annotations of a `FileSummary` as bytes and back (see `FileSummaryCodec`): each kind a tag,
/// then its fields; types as trees, capped at the depth the type parser allows so that a corrupt
/// cache cannot recurse without end.
extension FileSummaryEncoder {
  mutating func write(_ attached: AttachedAnnotation) {
    write(attached.enclosingDeclaration)
    write(attached.annotation.commentPosition)
    switch attached.annotation.kind {
    case .registration(let name, let concrete, let abstract):
      writer.write(UInt64(0))
      write(name)
      write(concrete)
      writer.write(abstract != nil)
      if let abstract { write(abstract) }
    case .reference(let name, let type):
      writer.write(UInt64(1))
      write(name)
      write(type)
    case .parameter(let name, let type):
      writer.write(UInt64(2))
      write(name)
      write(type)
    case .configuration(let configuration):
      writer.write(UInt64(3))
      write(configuration)
    case .import(let module, let position):
      writer.write(UInt64(4))
      writer.write(module)
      write(position)
    case .unreadDeclaration(let name):
      writer.write(UInt64(5))
      write(name)
    }
  }

  private mutating func write(_ name: AnnotationName) {
    writer.write(name.text)
    write(name.position)
  }

  private mutating func write(_ type: AnnotationType) {
    write(type.type)
    write(type.position)
  }

  private mutating func write(_ configuration: Configuration) {
    switch configuration.target {
    case .self: writer.write(false)
    case .dependency(let name):
      writer.write(true)
      writer.write(name)
    }
    write(configuration.targetPosition)
    switch configuration.attribute {
    case .scope(let scope):
      writer.write(UInt64(0))
      write(case: scope)
    case .builder(let expression):
      writer.write(UInt64(1))
      writer.write(expression)
    case .isIsolated(let value):
      writer.write(UInt64(2))
      writer.write(value)
    case .objc(let value):
      writer.write(UInt64(3))
      writer.write(value)
    case .platforms(let platforms):
      writer.write(UInt64(4))
      write(platforms) { $0.write(case: $1) }
    case .projects(let projects):
      writer.write(UInt64(5))
      writer.write(projects)
    }
    write(configuration.attributePosition)
    write(configuration.valuePosition)
  }

  private mutating func write(_ type: TypeExpression) {
    switch type {
    case .nominal(let components):
      writer.write(UInt64(0))
      write(components) { encoder, component in
        encoder.writer.write(component.name)
        encoder.write(component.genericArguments) { $0.write($1) }
      }
    case .optional(let wrapped):
      writer.write(UInt64(1))
      write(wrapped)
    case .implicitlyUnwrappedOptional(let wrapped):
      writer.write(UInt64(2))
      write(wrapped)
    case .array(let element):
      writer.write(UInt64(3))
      write(element)
    case .dictionary(let key, let value):
      writer.write(UInt64(4))
      write(key)
      write(value)
    case .tuple(let elements):
      writer.write(UInt64(5))
      write(elements) { $0.write($1) }
    case .function(let function):
      writer.write(UInt64(6))
      write(function.parameters) { $0.write($1) }
      writer.write(function.isAsync)
      writer.write(function.isThrowing)
      writer.write(function.thrownType != nil)
      if let thrown = function.thrownType { write(thrown) }
      write(function.result)
    case .composition(let members):
      writer.write(UInt64(7))
      write(members) { $0.write($1) }
    case .existential(let constraint):
      writer.write(UInt64(8))
      write(constraint)
    case .opaque(let constraint):
      writer.write(UInt64(9))
      write(constraint)
    case .metatype(let base, let isProtocol):
      writer.write(UInt64(10))
      write(base)
      writer.write(isProtocol)
    case .attributed(let attributes, let base):
      writer.write(UInt64(11))
      writer.write(attributes)
      write(base)
    case .variadic(let element):
      writer.write(UInt64(12))
      write(element)
    }
  }

  private mutating func write(_ element: TupleTypeElement) {
    writer.write(element.label)
    writer.write(element.secondName)
    write(element.type)
  }
}

extension FileSummaryDecoder {
  /// Twice the height of any tree `TypeGrammarParser` builds, whichever nodes it counts, so a valid
  /// summary always decodes and a corrupt one cannot exhaust a thread's stack.
  private static let maximumTypeDepth = 2 * TypeGrammarParser.maximumDepth

  mutating func readAttachedAnnotation() throws -> AttachedAnnotation {
    let enclosing = try readOptionalIndex()
    let commentPosition = try readPosition()
    let kind: Annotation.Kind
    switch try reader.readUInt64() {
    case 0:
      let name = try readName()
      let concrete = try readType()
      kind = .registration(name: name, concrete: concrete, abstract: try reader.readBool() ? try readType() : nil)
    case 1: kind = .reference(name: try readName(), type: try readType())
    case 2: kind = .parameter(name: try readName(), type: try readType())
    case 3: kind = .configuration(try readConfiguration())
    case 4: kind = .import(module: try reader.readString(), position: try readPosition())
    case 5: kind = .unreadDeclaration(name: try readName())
    case let tag: throw BinaryReader.Malformed(description: "unknown annotation kind \(tag)")
    }
    return AttachedAnnotation(Annotation(kind: kind, commentPosition: commentPosition), in: enclosing)
  }

  private mutating func readName() throws -> AnnotationName {
    AnnotationName(try reader.readString(), at: try readPosition())
  }

  private mutating func readType() throws -> AnnotationType {
    AnnotationType(try readTypeExpression(depth: 1), at: try readPosition())
  }

  private mutating func readConfiguration() throws -> Configuration {
    let target: Configuration.Target = try reader.readBool() ? .dependency(try reader.readString()) : .self
    let targetPosition = try readPosition()
    let attribute: Configuration.Attribute
    switch try reader.readUInt64() {
    case 0: attribute = .scope(try readCase(Scope.self))
    case 1: attribute = .builder(try reader.readString())
    case 2: attribute = .isIsolated(try reader.readBool())
    case 3: attribute = .objc(try reader.readBool())
    case 4: attribute = .platforms(try readArray { try $0.readCase(Platform.self) })
    case 5: attribute = .projects(try reader.readStrings())
    case let tag: throw BinaryReader.Malformed(description: "unknown configuration attribute \(tag)")
    }
    return Configuration(
      target: target, targetPosition: targetPosition, attribute: attribute, attributePosition: try readPosition(),
      valuePosition: try readPosition())
  }

  private mutating func readTypeExpression(depth: Int) throws -> TypeExpression {
    guard depth <= Self.maximumTypeDepth else { throw BinaryReader.Malformed(description: "a type nests too deeply") }
    let next = depth + 1
    switch try reader.readUInt64() {
    case 0:
      return .nominal(
        try readArray { decoder in
          NominalComponent(
            name: try decoder.reader.readString(),
            genericArguments: try decoder.readArray { try $0.readTypeExpression(depth: next) })
        })
    case 1: return .optional(try readTypeExpression(depth: next))
    case 2: return .implicitlyUnwrappedOptional(try readTypeExpression(depth: next))
    case 3: return .array(try readTypeExpression(depth: next))
    case 4: return .dictionary(key: try readTypeExpression(depth: next), value: try readTypeExpression(depth: next))
    case 5: return .tuple(try readArray { try $0.readTupleElement(depth: next) })
    case 6:
      let parameters = try readArray { try $0.readTupleElement(depth: next) }
      let isAsync = try reader.readBool()
      let isThrowing = try reader.readBool()
      let thrownType = try reader.readBool() ? try readTypeExpression(depth: next) : nil
      return .function(
        FunctionTypeExpression(
          parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, thrownType: thrownType,
          result: try readTypeExpression(depth: next)))
    case 7: return .composition(try readArray { try $0.readTypeExpression(depth: next) })
    case 8: return .existential(try readTypeExpression(depth: next))
    case 9: return .opaque(try readTypeExpression(depth: next))
    case 10: return .metatype(try readTypeExpression(depth: next), isProtocol: try reader.readBool())
    case 11: return .attributed(try reader.readStrings(), try readTypeExpression(depth: next))
    case 12: return .variadic(try readTypeExpression(depth: next))
    case let tag: throw BinaryReader.Malformed(description: "unknown type form \(tag)")
    }
  }

  private mutating func readTupleElement(depth: Int) throws -> TupleTypeElement {
    TupleTypeElement(
      label: try reader.readOptionalString(), secondName: try reader.readOptionalString(),
      type: try readTypeExpression(depth: depth))
  }
}
