/// Writes one type's resolver test double, `XDependencyResolverDouble` (docs/testing.md), from the
/// plan its resolver protocol is printed from, so the double conforms to exactly that protocol.
///
/// A test gives only what the code under test reads: every member is an optional argument of the
/// initializer, in declaration order, and a settable property; a member that takes parameters is a
/// closure of its shape, and the double records each call's arguments (`detailCalls`). Reading a
/// member never given has no value to return, so it stops the test with a message naming the
/// double, the member, its type and its annotation (`ResolverDoubleSupport`); an optional member
/// never given reads as `nil`, the value a test means when it leaves one out.
///
/// The double is isolated as its resolver is, written out (`@MainActor` or `nonisolated`), since a
/// test target's default isolation need not be the module's. A `Sendable` resolver's double that
/// no global actor guards keeps each member in a locked slot, so tasks sharing it cannot race.
struct ResolverDoubleRenderer {
  let plan: ContainerPlan
  /// The folder the module's files are in, which the annotations' paths are printed relative to.
  let sourceFolder: SourceFolder
  /// Names the module's types in the members' types, which the test module sees next to its imports.
  let qualifier: ModuleQualifier

  /// The double's name: the resolver's, then `Double`.
  var name: String { plan.names.resolver + "Double" }

  /// The global actor of the resolver once the module's default is applied, if any.
  private var actor: String? { plan.isolation.globalActor(defaultingTo: plan.defaultIsolation) }

  /// Whether members live in locked slots: a `Sendable` double no global actor guards.
  private var isLocked: Bool { plan.isSendable && actor == nil }

  func write(to writer: inout CodeWriter) {
    if plan.isObjC {
      writer.line("#if canImport(ObjectiveC)")
      writeClass(objc: true, to: &writer)
      writer.line("#else")
      writeClass(objc: false, to: &writer)
      writer.line("#endif")
    } else {
      writeClass(objc: false, to: &writer)
    }
  }

  private func writeClass(objc: Bool, to writer: inout CodeWriter) {
    let members = plan.members.map { DoubleMember(written: $0, qualifier: qualifier, locked: isLocked) }
    let storage = DoubleStorageNames(members.map(\.member))
    let isolation = actor.map { "@\($0) " } ?? "nonisolated "
    let superclass = objc ? "NSObject, " : ""
    writer.line()
    writer.line(
      "/// A test double of `\(plan.names.resolver)`: give what the test reads, to the initializer or later;"
        + " reading a member never given stops the test and names it.")
    writer.block("\(isolation)final class \(name): \(superclass)\(plan.names.resolver) {") { writer in
      for member in members {
        writeMember(member, storage: storage, to: &writer)
      }
      writeInitializer(members, storage: storage, objc: objc, to: &writer)
    }
  }

  private func writeMember(_ double: DoubleMember, storage: DoubleStorageNames, to writer: inout CodeWriter) {
    let member = double.member
    let attribute = memberAttribute(member)
    let slot = storage.slot(of: member)
    if member.parameters.isEmpty {
      let type = member.type.storable
      if double.isOptional && !isLocked {
        writer.line("var \(member.spelledName): \(type)")
        return
      }
      let read =
        double.isOptional
        ? double.read(slot) : "weaverGenDoubleValue(\(double.read(slot)), \(unsetMessage(double.written)))"
      writer.block("\(attribute)var \(member.spelledName): \(type) {") { writer in
        writer.line("get { \(read) }")
        writer.line("set { \(double.write(slot, "newValue")) }")
      }
      writer.line("private \(double.declaration(slot, type: "\(double.argumentType)"))")
      return
    }
    let handler = member.spelledName
    if isLocked {
      writer.block("var \(handler): \(double.argumentType) {") { writer in
        writer.line("get { \(double.read(slot)) }")
        writer.line("set { \(double.write(slot, "newValue")) }")
      }
      writer.line("private \(double.declaration(slot, type: "\(double.argumentType)"))")
    } else {
      writer.line("var \(handler): \(double.argumentType)")
    }
    let (calls, callSlot) = storage.calls(of: member)
    let record = "[\(double.callType)]"
    if isLocked {
      writer.line("var \(calls): \(record) { \(callSlot).value }")
      writer.line("private let \(callSlot) = WeaverGenDoubleSlot<\(record)>([])")
    } else {
      writer.line("private(set) var \(calls): \(record) = []")
    }
    let locals = member.locals
    let list = member.parameters.map { locals.parameter($0.name, type: "\($0.exposedType.declarationParameter)") }
    let arguments = member.parameters.map { locals[$0.name] }
    let recorded =
      arguments.count == 1
      ? arguments[0]
      : "("
        + zip(member.parameters, arguments).map { "\(SwiftIdentifier.labelSpelling(of: $0.name)): \($1)" }
        .joined(separator: ", ") + ")"
    let handlerValue = isLocked ? double.read(slot) : "self.\(handler)"
    writer.block("\(attribute)func \(member.spelledName)(\(list.joined(separator: ", "))) -> \(member.type.storable) {")
    {
      writer in
      writer.line(
        isLocked ? "\(callSlot).update { $0.append(\(recorded)) }" : "\(calls).append(\(recorded))")
      writer.line(
        "return weaverGenDoubleValue(\(handlerValue), \(unsetMessage(double.written)))(\(arguments.joined(separator: ", ")))"
      )
    }
  }

  /// One optional argument per member, in declaration order, each `nil` by default.
  private func writeInitializer(
    _ members: [DoubleMember], storage: DoubleStorageNames, objc: Bool, to writer: inout CodeWriter
  ) {
    let locals = LocalNames(members.map(\.member.name))
    let arguments = members.map { locals.parameter($0.member.name, type: "\($0.argumentType) = nil") }
    let override = objc && arguments.isEmpty ? "override " : ""
    writer.block("\(override)init(\(arguments.joined(separator: ", "))) {") { writer in
      for double in members {
        let value = locals[double.member.name]
        if isLocked {
          writer.line("self.\(storage.slot(of: double.member)) = WeaverGenDoubleSlot(\(value))")
        } else if double.isOptional || !double.member.parameters.isEmpty {
          writer.line("self.\(double.member.spelledName) = \(value)")
        } else {
          writer.line("self.\(storage.slot(of: double.member)) = \(value)")
        }
      }
      if objc { writer.line("super.init()") }
    }
  }

  /// The member's isolation written out where it differs from the double's.
  private func memberAttribute(_ member: Member) -> String {
    let own = member.isolation.globalActor(defaultingTo: plan.defaultIsolation)
    guard own != actor else { return "" }
    return own.map { "@\($0) " } ?? "nonisolated "
  }

  /// A string literal: `path:line: Double.member (Type) was read but never given: …`.
  private func unsetMessage(_ member: Member) -> String {
    let location = plan[dependencyOf: member].location
    let place = "\(sourceFolder.relative(location.path)):\(location.line)"
    let text: String
    if member.parameters.isEmpty {
      text =
        "\(place): \(name).\(member.name) (\(member.type.storable)) was read but never given:"
        + " pass '\(member.name):' to the double's initializer or set it"
    } else {
      let labels = member.parameters.map { "\(SwiftIdentifier.labelSpelling(of: $0.name)):" }.joined()
      let shape = member.parameters.map { "\($0.exposedType.closureParameter)" }.joined(separator: ", ")
      text =
        "\(place): \(name).\(member.name)(\(labels)) ((\(shape)) -> \(member.type.genericArgument)) was called but"
        + " never given: pass '\(member.name):' to the double's initializer or set it"
    }
    return SwiftStringLiteral.quoting(text)
  }
}

/// One resolver member as its double holds it.
private struct DoubleMember {
  /// The member with the module's types qualified, as the double declares it.
  let member: Member
  /// The member as the annotation writes it, as messages name it.
  let written: Member
  let locked: Bool

  init(written: Member, qualifier: ModuleQualifier, locked: Bool) {
    member = qualifier.qualifying(written)
    self.written = written
    self.locked = locked
  }

  /// A property of an optional type, which reads as `nil` when never given.
  var isOptional: Bool {
    guard member.parameters.isEmpty else { return false }
    switch member.type.storable {
    case .optional, .implicitlyUnwrappedOptional: return true
    default: return false
    }
  }

  /// The initializer argument's type, also the stored one: `T?`, or an optional closure of the
  /// member's shape, `@Sendable` in a locked double.
  var argumentType: TypeExpression {
    guard !member.parameters.isEmpty else {
      return isOptional ? member.type.genericArgument : .optional(member.type.genericArgument)
    }
    let function = TypeExpression.function(
      FunctionTypeExpression(
        parameters: member.parameters.map { TupleTypeElement(label: nil, type: $0.exposedType.closureParameter) },
        result: member.type.genericArgument))
    return .optional(locked ? .attributed(["@Sendable"], function) : function)
  }

  /// What one call records: the argument, or a tuple labelled by the parameters' names.
  var callType: String {
    if member.parameters.count == 1 { return "\(member.parameters[0].exposedType.genericArgument)" }
    let elements = member.parameters.map {
      "\(SwiftIdentifier.labelSpelling(of: $0.name)): \($0.exposedType.genericArgument)"
    }
    return "(\(elements.joined(separator: ", ")))"
  }

  func declaration(_ slot: String, type: String) -> String {
    locked ? "let \(slot): WeaverGenDoubleSlot<\(type)>" : "var \(slot): \(type)"
  }

  func read(_ slot: String) -> String { locked ? "\(slot).value" : slot }

  func write(_ slot: String, _ value: String) -> String { locked ? "\(slot).value = \(value)" : "\(slot) = \(value)" }
}

/// The private names a double keeps its members under (`_name`) and records calls in (`nameCalls`),
/// none of them a member's own name or another's.
private struct DoubleStorageNames {
  private var slots: [String: String] = [:]
  private var callNames: [String: (calls: String, slot: String)] = [:]

  init(_ members: [Member]) {
    var names = UniqueNames(reserving: members.map(\.name))
    for member in members {
      slots[member.name] = names.claim("_" + member.name)
      if !member.parameters.isEmpty {
        let calls = names.claim(member.name + "Calls")
        callNames[member.name] = (calls, names.claim("_" + calls))
      }
    }
  }

  /// Where the member's value (or closure) is kept.
  func slot(of member: Member) -> String { SwiftIdentifier.spelling(of: slots[member.name] ?? "_" + member.name) }

  /// The public record of a member's calls, and the slot a locked double keeps it in.
  func calls(of member: Member) -> (calls: String, slot: String) {
    let names = callNames[member.name] ?? (member.name + "Calls", "_" + member.name + "Calls")
    return (SwiftIdentifier.spelling(of: names.calls), SwiftIdentifier.spelling(of: names.slot))
  }
}
