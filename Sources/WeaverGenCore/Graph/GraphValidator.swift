/// The graph stage's second half: resolves a module's graph and checks every rule in
/// docs/language.md that spans more than one type.
enum GraphValidator {
  static func validate(_ graph: ModuleGraph) -> (resolved: ResolvedGraph, diagnostics: [Diagnostic]) {
    let resolved = ResolvedGraph(graph: graph)
    var diagnostics: [Diagnostic] = []
    diagnostics += RootReferenceRule.check(resolved)
    diagnostics += ReferenceRule.check(resolved)
    diagnostics += AmbiguousReferenceRule.check(resolved)
    diagnostics += GroundingRule.check(resolved)
    diagnostics += IsolationRule.check(resolved)
    diagnostics += RegistrationScopeRule.check(resolved)
    diagnostics += ConstructibilityRule.check(resolved)
    diagnostics += InjectingInitializerRule.check(resolved)
    diagnostics += ResolverAccessRule.check(resolved)
    diagnostics += DependencyCycleFinder(resolved).diagnostics
    return (resolved, diagnostics)
  }
}
