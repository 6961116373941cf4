/// Everything the pipeline learned about one module: its problems, and how far it got — one value
/// per outcome, so that a stage's result exists exactly when the stage ran (docs/architecture.md,
/// "The stages and the value each hands on").
package struct ModuleAnalysis: Sendable {
  package var name: String
  package var fileCount: Int
  /// Sorted, each problem once.
  package var diagnostics: [Diagnostic]
  package var outcome: Outcome
  /// Read only for its interface (`ModuleInput.isDependency`): not reported, not written.
  package var isDependency = false

  /// How far the module got.
  package enum Outcome: Sendable {
    /// A file could not be read: the graph would be missing part of the module, so it is neither
    /// checked nor generated.
    case unread
    /// Its graph was built and checked and has errors (warnings too, with `--warnings-as-errors`):
    /// `graph` still shows it; nothing is planned or written.
    case checked(ResolvedGraph, interface: ModuleInterface)
    /// Its graph has no error and its containers are planned, on each platform its dependencies
    /// name; its code is there when the run asked for it.
    case planned(PlannedModule)
    /// The planner rejected a graph validation accepted: a bug in weaver-gen, not in the user's
    /// annotations, reported as an internal error.
    case failed(ResolvedGraph, reason: String)
  }

  package init(name: String, fileCount: Int, diagnostics: [Diagnostic], outcome: Outcome) {
    self.name = name
    self.fileCount = fileCount
    self.diagnostics = Array(Set(diagnostics)).sorted()
    self.outcome = outcome
  }

  /// The module's resolved graph (with every dependency, when they name platforms), unless a file
  /// could not be read.
  package var resolved: ResolvedGraph? {
    switch outcome {
    case .unread: nil
    case .checked(let resolved, _), .failed(let resolved, _): resolved
    case .planned(let module): module.resolved
    }
  }

  /// What other modules may know of its injectable types, to register them.
  package var interface: ModuleInterface? {
    switch outcome {
    case .unread, .failed: nil
    case .checked(_, let interface): interface
    case .planned(let module): module.interface
    }
  }

  /// The files the command line writes, when the run asked for code and the module has no error.
  package var generatedFiles: [GeneratedFile]? {
    if case .planned(let module) = outcome { return module.generatedFiles }
    return nil
  }

  /// The internal error that kept a module without errors from being generated.
  package var generationFailure: String? {
    if case .failed(_, let reason) = outcome { return "cannot generate module '\(name)': \(reason)" }
    return nil
  }

  /// The plans of a planned module whose dependencies name no platform.
  var plans: [ContainerPlan]? {
    if case .planned(let module) = outcome { return module.plans }
    return nil
  }

  /// The variants of a planned module whose dependencies name platforms.
  var platformVariants: [PlatformVariant]? {
    if case .planned(let module) = outcome, module.plans == nil { return module.variants }
    return nil
  }

  package var errorCount: Int { diagnostics.count { $0.severity == .error } }
  package var warningCount: Int { diagnostics.count { $0.severity == .warning } }
  /// Whether a file could not be read or decoded (exit status 74 rather than 1).
  package var hasUnreadableFiles: Bool { diagnostics.contains { $0.id == .unreadableFile } }
  /// Whether output may be written for the module: it was planned, with no error.
  package var isGeneratable: Bool {
    if case .planned = outcome { return errorCount == 0 }
    return false
  }
}

/// A module whose graph has no error: what was planned, and what it exports and generates.
package struct PlannedModule: Sendable {
  /// The graph with every dependency.
  package var resolved: ResolvedGraph
  /// Its graph and plans on each platform its dependencies name, then on the others; one variant
  /// for every platform alike (`platform == nil`) when they name none.
  var variants: [PlatformVariant]
  /// The module's default isolation, which its interface's entry initializers state.
  let defaultIsolation: DefaultIsolation
  /// The generated files, names and contents, when the run asked for code
  /// (`Pipeline.Options.layout`); the command line writes exactly these.
  package var generatedFiles: [GeneratedFile]?

  /// The plans of a module whose dependencies name no platform.
  var plans: [ContainerPlan]? {
    variants.count == 1 && variants[0].platform == nil ? variants[0].plans : nil
  }

  /// What other modules may know of its injectable types: the graph and plans printed where no
  /// platform is named. Worked out when asked, from what the module keeps anyway: the pipeline
  /// asks only for the modules another module imports, and a run of one module that writes no
  /// interface never does (6 ms of the bench app's run, on one core).
  package var interface: ModuleInterface {
    let exported = PlatformVariant.exported(of: variants)
    return ModuleInterface(resolved: exported.resolved, plans: exported.plans, defaultIsolation: defaultIsolation)
  }
}
