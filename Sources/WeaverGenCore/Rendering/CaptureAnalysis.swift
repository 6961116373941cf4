/// Decides which registrations of one container must be built through the container itself.
///
/// A registration's build normally captures exactly the providers it needs (boxes of sibling
/// registrations, inputs, parameter values), so a child that keeps it never keeps the container,
/// and releasing a screen releases its subgraph. Three cases cannot work that way:
/// * a builder expression takes the whole container as its argument;
/// * registrations that need each other (a loop broken by `.lazy` or `.weak`) cannot capture each
///   other when they are created, so they read each other through the container when built;
/// * a registration that captures one of the above inherits the constraint.
/// Such a build captures the container `unowned` (its box belongs to the container), and unless it
/// is container-scoped (built while the container is created) it is "container-bound": a child
/// that needs it gets a closure holding the container, which keeps the build safe.
enum CaptureAnalysis {
  static func settle(_ registrations: [RegistrationPlan]) -> [RegistrationPlan] {
    var settled = registrations
    let position = Dictionary(uniqueKeysWithValues: registrations.enumerated().map { ($1.dependencyIndex, $0) })
    let successors: [[Int]] = registrations.map { plan in
      plan.arguments.compactMap { argument in
        if case .registration(let dependencyIndex) = argument.source { return position[dependencyIndex] }
        return nil
      }
    }
    let onLoops = StronglyConnectedComponents.nodesOnLoops(count: registrations.count) { successors[$0] }
    var changed = true
    while changed {
      changed = false
      for index in settled.indices {
        let throughContainer =
          settled[index].registration.builder != nil || onLoops.contains(index)
          || successors[index].contains { settled[$0].isContainerBound }
        let bound = throughContainer && settled[index].registration.scope != .container
        if throughContainer != settled[index].buildsThroughContainer || bound != settled[index].isContainerBound {
          settled[index].buildsThroughContainer = throughContainer
          settled[index].isContainerBound = bound
          changed = true
        }
      }
    }
    return settled
  }
}
