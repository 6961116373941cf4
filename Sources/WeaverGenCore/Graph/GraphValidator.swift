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

  static func validate(_ graph: ModuleGraph) -> (resolved: ResolvedGraph, diagnostics: [Diagnostic]) {
    let resolved = ResolvedGraph(graph: graph)
    let found = startOrder.concurrentMap { rules[$0].check(resolved) }
    var byRule = [[Diagnostic]](repeating: [], count: rules.count)
    for (position, rule) in startOrder.enumerated() { byRule[rule] = found[position] }
    return (resolved, byRule.flatMap { $0 })
  }
}
