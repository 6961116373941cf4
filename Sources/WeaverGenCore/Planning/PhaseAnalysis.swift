/// Decides where each registration of one container is built: while the initializer runs, from
/// what the container was given, or later, by reading the container itself.
///
/// A registration built in the initializer captures exactly what it needs (values, providers), so
/// a child that keeps it never keeps the container, and releasing a screen releases its subgraph.
/// A deferred registration (`.lazy`, `.weak`, `.transient`) that children need is a provider
/// closure the initializer makes, capturing what building it needs, which children receive too.
/// One no child needs is built through the container, on first access (`lazy var`) or on each
/// call, when the container keeps everything building it reads anyway (its own references and
/// parameters); otherwise it too is a provider closure, so that the container keeps no copy of
/// what it only forwards.
///
/// Registrations that need each other (a loop broken by `.lazy`, `.weak` or `.transient`) are
/// built the same way, as one would by hand: the loop's providers first, then its `.container`
/// members, each handed the providers; a provider reads a member made after it through a
/// `LoopCell` filled as soon as the member is built, which holds it weakly (`RegistrationLoops`).
/// Two cases cannot work that way, and are built through the container instead, with what needs
/// them:
/// * a builder expression takes the whole container as its argument;
/// * a loop whose providers need each other, or that a provider would read a member of which is
///   not an object it can hold weakly.
/// A deferred registration built through the container that children need is "container-bound":
/// they receive a provider holding the container (`RetainCycleRule` warns where that keeps a
/// loop alive).
struct PhaseAnalysis {
  private(set) var registrations: [RegistrationPlan]
  /// The registrations built while the initializer runs, each after what it needs: indices into
  /// `registrations`, by a depth-first walk in declaration order.
  private(set) var creationOrder: [Int] = []

  /// - Parameters:
  ///   - positions: where each draft sits in `drafts`, by dependency index (the plan's
  ///     `registrationPositions`: settling keeps the drafts' order).
  ///   - keptInputs: the positions of the inputs the container keeps whatever is built: its own
  ///     references, which come first.
  ///   - loopCell: how a provider of the given shape could read an instance of the injectable type
  ///     at an index through a loop cell the initializer fills: a plain cell where the provider
  ///     runs where the initializer does, a locked one where it may run elsewhere and the
  ///     instance is `Sendable`; `nil` where no cell serves (a struct, or a value that may not
  ///     cross).
  init(
    _ drafts: consuming [RegistrationPlan], positions: DependencyPositions, keptInputs: Range<Int>,
    loopCell: (InputShape, Int) -> StorageKind?
  ) {
    // The drafts taken, and read only through `registrations` from here: a list still shared with
    // the caller, or with a loop over it, was copied whole, each plan retained, at its first write.
    registrations = drafts
    let successors: [[Int]] = registrations.map { draft in
      draft.arguments.compactMap { argument in
        if case .registration(let dependencyIndex) = argument.source { return positions[dependencyIndex] }
        return nil
      }
    }
    var needed = Array(filledWith: false, count: registrations.count)
    for index in registrations.indices {
      let arguments = registrations[index].arguments.filter(\.isRegistration)
      for (argument, target) in zip(arguments, successors[index]) {
        needed[target] = true
        if registrations[target].registration.abstract != nil, registrations[target].registration.builder == nil,
          !argument.type.isEquivalent(to: registrations[target].exposedType)
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
    let lateReads = settleBoundRegistrations(successors: successors, needed: needed, loopCell: loopCell)
    let built = registrations.map { $0.strategy != .throughContainer }
    // A provider reads a loop member made after it through its cell, so that edge sets no order.
    let ordered =
      lateReads.isEmpty
      ? successors
      : successors.enumerated().map { node, targets in targets.filter { !lateReads.contains([node, $0]) } }
    creationOrder = DepthFirstOrder.postOrder(successors: ordered) { built[$0] }
  }

  /// Moves to `.throughContainer` what must read the container, and then what needs that, each
  /// once (a worklist over who needs whom, so that a long chain of registrations settles in one
  /// pass); marks the loop members providers read through cells. Returns the edges read through a
  /// cell, `[provider, member]`.
  private mutating func settleBoundRegistrations(
    successors: [[Int]], needed: [Bool], loopCell: (InputShape, Int) -> StorageKind?
  ) -> Set<[Int]> {
    var needers = Array(filledWith: [Int](), count: registrations.count)
    for (node, targets) in successors.enumerated() {
      for target in targets { needers[target].append(node) }
    }
    func bind(_ bound: [Int]) {
      var pending = bound
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
    bind(
      registrations.indices.filter {
        registrations[$0].strategy == .throughContainer || registrations[$0].registration.builder != nil
      })
    let open = registrations.map { $0.strategy != .throughContainer }
    func cell(_ provider: Int, _ member: Int) -> StorageKind? {
      let held = registrations[member]
      guard let built = held.builtType, held.registration.concrete == held.registration.constructedType,
        held.registration.abstract == nil || held.keepsConcreteType
      else { return nil }
      return loopCell(registrations[provider].providerShape, built)
    }
    let loops = RegistrationLoops(registrations, successors: successors, open: open) { cell($0, $1) != nil }
    var lateReads: Set<[Int]> = []
    for loop in loops.loops where loop.members.allSatisfy({ registrations[$0].strategy != .throughContainer }) {
      guard let reads = loop.lateReads else {
        bind(loop.members)
        continue
      }
      for (provider, member) in reads {
        lateReads.insert([provider, member])
        registrations[provider].cellReads.insert(registrations[member].dependencyIndex)
        let shared = cell(provider, member) == .shared || registrations[member].loopCell == .shared
        registrations[member].loopCell = shared ? .shared : .confined
      }
    }
    return lateReads
  }
}

extension RegistrationPlan.Argument {
  fileprivate var isRegistration: Bool {
    if case .registration = source { return true }
    return false
  }
}
