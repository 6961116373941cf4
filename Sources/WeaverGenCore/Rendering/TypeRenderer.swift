/// Writes one injectable type's resolver protocol and container. An Objective-C enabled type gets
/// both twice, `@objc` and `NSObject`-based inside `#if canImport(ObjectiveC)` and plain Swift in
/// the `#else` branch, so the same file compiles on Linux and on Apple platforms.
struct TypeRenderer {
  let plan: ContainerPlan
  /// All plans of the module, by type index: a container builds its children's containers.
  let plans: [ContainerPlan]

  func write(to writer: inout CodeWriter) {
    if plan.isObjC {
      writer.line("#if canImport(ObjectiveC)")
      writeDeclarations(objc: true, to: &writer)
      writer.line("#else")
      writeDeclarations(objc: false, to: &writer)
      writer.line("#endif")
      if plan.type.isObjCBridged {
        writer.line()
        writer.line(
          "\(SwiftRenderer.modifier(plan.protocolAccess))protocol \(plan.type.simpleName)ObjCDependencyInjectable: AnyObject {}"
        )
      }
    } else {
      writeDeclarations(objc: false, to: &writer)
    }
    EntryInitializerRenderer(plan: plan).write(to: &writer)
  }

  private func writeDeclarations(objc: Bool, to writer: inout CodeWriter) {
    writer.line()
    writeProtocol(objc: objc, to: &writer)
    writer.line()
    ContainerRenderer(plan: plan, plans: plans, objc: objc).write(to: &writer)
  }

  private func writeProtocol(objc: Bool, to writer: inout CodeWriter) {
    // A type that is not bridged as a whole bridges only its `name.objc = true` registrations:
    // they go in an `@objc` protocol its Swift resolver refines (docs/generated-code.md).
    let bridgedMembers = objc && !plan.type.isObjCBridged ? plan.members.filter(isBridged) : []
    if !bridgedMembers.isEmpty {
      writeBridgedMembersProtocol(bridgedMembers, to: &writer)
      writer.line()
    }
    let attribute = objc && plan.type.isObjCBridged ? "@objc " : ""
    let refined = (plan.isSendable ? ["Sendable"] : []) + (bridgedMembers.isEmpty ? [] : [plan.names.objcResolver])
    let inheritance = refined.isEmpty ? "" : ": " + refined.joined(separator: ", ")
    writer.line(Documentation.resolver(plan))
    writer.block(
      "\(attribute)\(plan.isolation.fileScopeAttribute)\(SwiftRenderer.modifier(plan.protocolAccess))protocol \(plan.names.resolver)\(inheritance) {"
    ) { writer in
      for member in plan.members where bridgedMembers.isEmpty || !isBridged(member) {
        writeRequirement(member, to: &writer)
      }
    }
  }
}

extension TypeRenderer {
  private func isBridged(_ member: Member) -> Bool { plan[dependencyOf: member].registration?.isObjC == true }

  /// The `@objc` protocol of the registrations bridged one by one.
  private func writeBridgedMembersProtocol(_ members: [Member], to writer: inout CodeWriter) {
    writer.line("/// What `\(plan.type.name)`'s resolver bridges to Objective-C: its registrations marked `objc`.")
    writer.block(
      "@objc \(plan.isolation.fileScopeAttribute)\(SwiftRenderer.modifier(plan.protocolAccess))protocol \(plan.names.objcResolver) {"
    ) { writer in
      for member in members { writeRequirement(member, to: &writer) }
    }
  }

  /// A member's documentation and its requirement in the resolver protocol: `var name: T { get }`
  /// or `func name(a: A) -> T`, written as one line's code, where the requirement made apart was
  /// copied into the line, for every member of every protocol.
  private func writeRequirement(_ member: Member, to writer: inout CodeWriter) {
    if let documentation = Documentation.member(member, in: plan) { writer.line(documentation) }
    let isolation = member.isolation.memberAttribute(inside: plan.isolation, defaultIsolation: plan.defaultIsolation)
    if member.parameters.isEmpty {
      writer.line("\(isolation)var \(member.spelledName): \(member.type.storable) { get }")
      return
    }
    let list = member.parameters.map {
      "\(SwiftIdentifier.spelling(of: $0.name)): \($0.exposedType.declarationParameter)"
    }
    writer.line("\(isolation)func \(member.spelledName)(\(list.joined(separator: ", "))) -> \(member.type.storable)")
  }
}
