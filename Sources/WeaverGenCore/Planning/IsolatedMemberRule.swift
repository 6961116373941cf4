/// Warns where a type that no global actor isolates registers a value whose building needs one
/// (`isolated-member`): a `UIViewController` registered `.lazy` or `.transient` by a plain scene or
/// router class. Its accessor must then run on that actor, so the resolver protocol declares the
/// member isolated to it, and the type's own `init(injecting:)`, which is not, cannot read it: the
/// compiler's error would land in the user's initializer with no word of why. Said at the
/// registration instead, with the change that makes it readable. Reads the plans, from which the
/// resolver is printed, so the warning and the protocol cannot disagree.
enum IsolatedMemberRule {
  static func check(_ plans: [ContainerPlan]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // The fields that decide read in place, and a plan and registration copied only for a warning:
    // iterating the lists copied each (a retain of each list and string), for the few that warn.
    for plan in plans.indices
    where plans[plan].isolation.globalActor(defaultingTo: plans[plan].defaultIsolation) == nil {
      for registration in plans[plan].registrations.indices
      where plans[plan].registrations[registration].strategy != .created {
        guard
          let actor = plans[plan].registrations[registration].memberIsolation.globalActor(
            defaultingTo: plans[plan].defaultIsolation)
        else { continue }
        diagnostics.append(
          warning(for: plans[plan].registrations[registration], of: plans[plan], actor: actor, in: plans))
      }
    }
    return diagnostics
  }

  private static func warning(
    for registration: RegistrationPlan, of plan: ContainerPlan, actor: String, in plans: [ContainerPlan]
  ) -> Diagnostic {
    let defaultIsolation = plan.defaultIsolation
    let type = plan.type.name
    let name = registration.name
    var notes = [
      DiagnosticNote(ConcurrencyMessages.isolatedMemberFix(type, name: name, actor: actor), at: plan.type.location)
    ]
    if let built = registration.builtType {
      let builtType = plans[built].type
      notes.append(
        DiagnosticNote(
          ConcurrencyMessages.isolatedHere(
            builtType.name, registration.buildIsolation.described(with: defaultIsolation)),
          at: builtType.location))
    }
    return .warning(
      .isolatedMember,
      ConcurrencyMessages.isolatedMember(
        name, type: type, needs: registration.memberIsolation.described(with: defaultIsolation)),
      at: registration.location, notes: notes)
  }
}
