/// Warns where generated containers keep each other alive, which docs/generated-code.md promises they never do,
/// but which the generated code cannot avoid here without being unsound (`retain-cycle`).
///
/// A container-bound registration (`RegistrationPlan.isContainerBound`: a builder, or a loop of
/// registrations that need each other and cannot be built without the container
/// (`RegistrationLoops`), that is not `.container`-scoped) reaches a child as a
/// provider holding the container, because building it later needs the container alive. When the
/// container also caches that child (`.container` or `.lazy`), each holds the other, and releasing
/// the root releases neither. A child that takes the value itself (another module's type, through
/// its entry initializer) reads it once and holds no container. The rule reads the planner's output, from which the renderer prints,
/// so that the warning and the code cannot disagree.
enum RetainCycleRule {
  static func check(_ plans: [ContainerPlan]) -> [Diagnostic] {
    plans.flatMap { plan -> [Diagnostic] in
      // Most containers hold no container-bound registration: nothing to index, no table made.
      guard plan.registrations.contains(where: \.isContainerBound) else { return [] }
      let byDependency = Dictionary(uniqueKeysWithValues: plan.registrations.map { ($0.dependencyIndex, $0) })
      return plan.registrations.filter(\.isCached).flatMap { child in
        var bound: [Int] = []
        for argument in child.arguments where argument.shape.isProvider {
          if case .registration(let index) = argument.source, byDependency[index]?.isContainerBound == true,
            !bound.contains(index)
          {
            bound.append(index)
          }
        }
        return bound.compactMap { byDependency[$0] }.map { warning($0, keptChild: child, in: plan, plans: plans) }
      }
    }
  }

  private static func warning(
    _ registration: RegistrationPlan, keptChild child: RegistrationPlan, in plan: ContainerPlan, plans: [ContainerPlan]
  ) -> Diagnostic {
    let name = registration.name
    let childName = child.name
    let childKind = child.builtType.map { plans[$0].type.kind }
    let fix = ContainerMessages.retainCycleFix(
      name, canBeContainerScoped: registration.registration.builder != nil, child: childName,
      canBeWeak: childKind == .class || childKind == .actor)
    return .warning(
      .retainCycle,
      ContainerMessages.retainCycle(name, owner: plan.type.name, keptChild: childName),
      at: registration.location,
      notes: [
        DiagnosticNote(ContainerMessages.keptHere(childName), at: child.location),
        DiagnosticNote(fix, at: registration.location),
      ]
    )
  }
}
