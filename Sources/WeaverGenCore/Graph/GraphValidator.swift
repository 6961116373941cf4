/// The graph stage's second half: resolves a module's graph and checks every rule in
/// docs/language.md that spans more than one type.
enum GraphValidator {
  /// Each rule only reads the resolved graph, so they run on all cores; their diagnostics are
  /// joined in this order, whatever finishes first. Each rule's weight is about its time on the
  /// bench app's 10,000 types, in milliseconds (docs/performance.md, stop 49).
  private static let rules: [(weight: Int, check: @Sendable (ResolvedGraph) -> [Diagnostic])] = [
    (0, RootReferenceRule.check),
    (0, ReferenceRule.check),
    (0, AmbiguousReferenceRule.check),
    (3, GroundingRule.check),
    (1, IsolationRule.check),
    (4, RegistrationScopeRule.check),
    (15, ConstructibilityRule.check),
    (10, InjectingInitializerRule.check),
    (1, ResolverAccessRule.check),
    (7, { DependencyCycleFinder($0).diagnostics }),
  ]

  /// The rules by index, heaviest first: the cores take the next rule as each finishes, so the
  /// last ones taken are short and both cores end together. In the order above, the cycle finder
  /// started last and ran alone for 7 ms on the bench app, the other core idle.
  static let startOrder: [Int] = rules.indices.sorted { rules[$0].weight > rules[$1].weight }

  /// One job of the stage: a rule, by index, or a half of planning's groundwork.
  enum Job: Hashable, Sendable {
    case rule(Int)
    case forwarded
    case isolations(ConcurrencySettings)
  }

  /// The rules and, with `settings`, the groundwork's halves, heaviest first. The halves' weights
  /// are their times on the bench app, as the rules' are: the fixed point 26 ms, the isolations
  /// 15 ms; the fixed point starts first, and the cores share the rules as the halves end.
  static func jobs(planningAhead settings: ConcurrencySettings?) -> [Job] {
    var weighted = startOrder.map { (weight: rules[$0].weight, job: Job.rule($0)) }
    if let settings { weighted += [(26, .forwarded), (15, .isolations(settings))] }
    return weighted.sorted { $0.weight > $1.weight }.map(\.job)
  }

  /// What a job found.
  private enum Finding: Sendable {
    case diagnostics(rule: Int, [Diagnostic])
    case forwarded(ContainerPlanner.Forwarded)
    case isolations(ContainerPlanner.Isolations)
  }

  /// Resolves the graph and checks the rules on it; with `settings`, also makes planning's
  /// groundwork for these settings, among the rules (`ContainerPlanner.Groundwork`).
  ///
  /// The groundwork is made before the rules have answered, so it is made for graphs they reject
  /// too, and then not used: its fixed point and isolations end on any graph (the fixed point
  /// forwards each need to each owner once; a loop of eager registrations, which the cycle finder
  /// rejects, makes a build use a partial answer), and the pipeline asks for it only when no
  /// earlier error already rules planning out.
  static func validate(
    _ graph: ModuleGraph, planningAhead settings: ConcurrencySettings? = nil
  ) -> (resolved: ResolvedGraph, diagnostics: [Diagnostic], groundwork: ContainerPlanner.Groundwork?) {
    let resolved = ResolvedGraph(graph: graph)
    let found = jobs(planningAhead: settings).concurrentMap { job -> Finding in
      switch job {
      case .rule(let index): .diagnostics(rule: index, rules[index].check(resolved))
      case .forwarded: .forwarded(ContainerPlanner.Forwarded(resolved))
      case .isolations(let settings): .isolations(ContainerPlanner.Isolations(resolved, settings: settings))
      }
    }
    var byRule = [[Diagnostic]](repeating: [], count: rules.count)
    var forwarded: ContainerPlanner.Forwarded?
    var isolations: ContainerPlanner.Isolations?
    for finding in found {
      switch finding {
      case .diagnostics(let rule, let diagnostics): byRule[rule] = diagnostics
      case .forwarded(let made): forwarded = made
      case .isolations(let made): isolations = made
      }
    }
    let groundwork = forwarded.flatMap { forwarded in
      isolations.map { ContainerPlanner.Groundwork(forwarded: forwarded, isolations: $0) }
    }
    return (resolved, byRule.flatMap { $0 }, groundwork)
  }
}
