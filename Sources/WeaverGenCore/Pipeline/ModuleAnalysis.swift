/// Everything the pipeline learned about one module: its resolved graph when it could be built,
/// and its problems.
package struct ModuleAnalysis: Sendable {
  package var name: String
  package var fileCount: Int
  /// `nil` when a file of the module could not be read: the graph would be missing part of the
  /// module, so it is neither checked nor generated.
  package var resolved: ResolvedGraph?
  /// Sorted, each problem once.
  package var diagnostics: [Diagnostic]
  /// The containers planned for a graph without errors: the plan rules (`retain-cycle`, …) read
  /// them, and rendering printed from the same plans.
  var plans: [ContainerPlan]?
  /// For a module whose dependencies name platforms: its graph, problems and plans on each named
  /// platform, then on the others; `resolved` is then the graph with every dependency.
  var platformVariants: [PlatformVariant]?
  /// The generated files, names and contents, when the run asked for code
  /// (`Pipeline.Options.layout`) and the module may be written (`isGeneratable`); `nil` otherwise.
  /// The command line writes exactly these.
  package var generatedFiles: [GeneratedFile]?
  /// Why a module without errors could not be generated (the planner rejected its graph): a bug in
  /// weaver-gen, not in the user's annotations, reported as an internal error.
  package var generationFailure: String?
  /// What other modules may know of its injectable types, to register them; `nil` when a file of
  /// the module could not be read.
  package var interface: ModuleInterface?
  /// Read only for its interface (`ModuleInput.isDependency`): not reported, not written.
  package var isDependency = false

  package init(name: String, fileCount: Int, resolved: ResolvedGraph?, diagnostics: [Diagnostic]) {
    self.name = name
    self.fileCount = fileCount
    self.resolved = resolved
    self.diagnostics = Array(Set(diagnostics)).sorted()
  }

  package var errorCount: Int { diagnostics.count { $0.severity == .error } }
  package var warningCount: Int { diagnostics.count { $0.severity == .warning } }
  /// Whether a file could not be read or decoded (exit status 74 rather than 1).
  package var hasUnreadableFiles: Bool { diagnostics.contains { $0.id == .unreadableFile } }
  /// Whether output may be written for the module: it was read whole and has no error.
  package var isGeneratable: Bool { resolved != nil && errorCount == 0 }
}
