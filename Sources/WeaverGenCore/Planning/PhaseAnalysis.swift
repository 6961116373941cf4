/// Decides where each registration of one container is built: while the initializer runs, from
/// what the container was given, or later, by reading the container itself.
///
/// A registration built in the initializer captures exactly what it needs (values, providers), so
/// a child that keeps it never keeps the container, and releasing a screen releases its subgraph.
/// Three cases cannot work that way, and are built through the container instead:
/// * a builder expression takes the whole container as its argument;
/// * registrations that need each other (a loop broken by `.lazy` or `.weak`) cannot capture each
///   other when they are created;
/// * a registration that needs one of the above inherits the constraint.
/// A deferred registration (`.lazy`, `.weak`, `.transient`) that children need is a provider
/// closure the initializer makes, capturing what building it needs, which children receive too.
/// One no child needs is built through the container, on first access (`lazy var`) or on each
/// call, when the container keeps everything building it reads anyway (its own references and
/// parameters); otherwise it too is a provider closure, so that the container keeps no copy of
/// what it only forwards. A deferred registration built through the container that children need
/// is "container-bound": they receive a provider holding the container (`RetainCycleRule` warns
/// where that keeps a loop alive).
struct PhaseAnalysis {
  private(set) var registrations: [RegistrationPlan]
  /// The registrations built while the initializer runs, each after what it needs: indices into
  /// `registrations`, by a depth-first walk in declaration order.
  private(set) var creationOrder: [Int] = []

  /// - Parameter keptInputs: the inputs the container keeps whatever is built: its own references.
  init(_ drafts: [RegistrationPlan], keptInputs: Set<Int>) {
    registrations = drafts
    let position = Dictionary(uniqueKeysWithValues: drafts.enumerated().map { ($1.dependencyIndex, $0) })
    let successors: [[Int]] = drafts.map { draft in
      draft.arguments.compactMap { argument in
        if case .registration(let dependencyIndex) = argument.source { return position[dependencyIndex] }
        return nil
      }
    }
    var needed = Array(repeating: false, count: drafts.count)
    for (index, draft) in drafts.enumerated() {
      for (argument, target) in zip(draft.arguments.filter(\.isRegistration), successors[index]) {
        needed[target] = true
        let provided = registrations[target]
        if provided.registration.abstract != nil, provided.registration.builder == nil,
          !argument.type.isEquivalent(to: provided.dependency.exposedType)
        {
          registrations[target].keepsConcreteType = true
        }
      }
    }
    for index in registrations.indices where registrations[index].registration.scope != .container {
      let readsOnlyKept = registrations[index].arguments.allSatisfy { argument in
        if case .input(let position) = argument.source { return keptInputs.contains(position) }
        return true
      }
      if needed[index] || !readsOnlyKept { registrations[index].strategy = .provided }
    }
    settleBoundRegistrations(successors: successors, needed: needed)
    let built = registrations.map { $0.strategy != .throughContainer }
    creationOrder = DepthFirstOrder.postOrder(successors: successors) { built[$0] }
  }

  /// Moves to `.throughContainer` what must read the container, and then what needs that, each
  /// once (a worklist over who needs whom, so that a long chain of registrations settles in one
  /// pass).
  private mutating func settleBoundRegistrations(successors: [[Int]], needed: [Bool]) {
    let initial = registrations.map { $0.strategy != .throughContainer }
    let onLoops = StronglyConnectedComponents.nodesOnLoops(count: registrations.count) { node in
      initial[node] ? successors[node].filter { initial[$0] } : []
    }
    var needers = Array(repeating: [Int](), count: registrations.count)
    for (node, targets) in successors.enumerated() {
      for target in targets { needers[target].append(node) }
    }
    var pending = registrations.indices.filter { index in
      registrations[index].strategy == .throughContainer
        || registrations[index].registration.builder != nil || onLoops.contains(index)
    }
    while let index = pending.popLast() {
      if registrations[index].strategy != .throughContainer {
        registrations[index].strategy = .throughContainer
        registrations[index].isContainerBound = needed[index] && registrations[index].registration.scope != .container
      }
      for needer in needers[index] where registrations[needer].strategy != .throughContainer {
        pending.append(needer)
      }
    }
  }
}

extension RegistrationPlan.Argument {
  fileprivate var isRegistration: Bool {
    if case .registration = source { return true }
    return false
  }
}
