/// The graph stage's second half: resolves a module's graph and checks every rule in
/// docs/language.md that spans more than one type.
enum GraphValidator {
  /// Each rule only reads the resolved graph, so they run on all cores; their diagnostics are
  /// joined in this order, whatever finishes first.
  private static let rules: [@Sendable (ResolvedGraph) -> [Diagnostic]] = [
    RootReferenceRule.check,
    ReferenceRule.check,
    AmbiguousReferenceRule.check,
    GroundingRule.check,
    IsolationRule.check,
    RegistrationScopeRule.check,
    ConstructibilityRule.check,
    InjectingInitializerRule.check,
    ResolverAccessRule.check,
    { DependencyCycleFinder($0).diagnostics },
  ]

  static func validate(_ graph: ModuleGraph) -> (resolved: ResolvedGraph, diagnostics: [Diagnostic]) {
    let resolved = ResolvedGraph(graph: graph)
    return (resolved, rules.concurrentMap { $0(resolved) }.flatMap { $0 })
  }
}
