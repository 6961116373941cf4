/// Modules in, their diagnostics, graphs and generated files out: read and analyze every file (on
/// all cores), then build, resolve, validate and plan each module's graph, and render its code
/// when asked (docs/architecture.md: each stage a value in, a value out).
package enum Pipeline {
  package struct Options: Sendable {
    /// Report warnings as errors, as `swiftc -warnings-as-errors` does: they print as errors and
    /// block generation for their module.
    package var warningsAsErrors: Bool
    /// What the sources do not say about the module's concurrency (its default isolation, isolated
    /// types of other modules), for the isolation of the generated code.
    package var concurrency: ConcurrencySettings
    /// Called once per file analysed, from any thread; the command line draws a progress line
    /// with it on long runs.
    package var fileAnalyzed: (@Sendable () -> Void)?
    /// The project generated for (`--project`, Weaver 1.x): dependencies whose `projects` leave it
    /// out are dropped. `nil` keeps every dependency.
    package var project: String?
    /// How to lay out each module's generated code, for runs that generate it (`generate`);
    /// `nil` for runs that only check (`validate`, `graph`), which then render nothing.
    package var layout: GeneratedFileLayout.Rule?
    /// Interfaces of modules the run does not read (`--dependency-interface`): a module that
    /// imports one registers its types as if the run had read it.
    package var interfaces: [ModuleInterface] = []
    /// What is generated when `layout` asks for code: the containers, or the resolvers' test doubles.
    package var product: GeneratedProduct

    package init(
      warningsAsErrors: Bool = false, concurrency: ConcurrencySettings = ConcurrencySettings(),
      layout: GeneratedFileLayout.Rule? = nil, fileAnalyzed: (@Sendable () -> Void)? = nil, project: String? = nil,
      interfaces: [ModuleInterface] = [], product: GeneratedProduct = .containers
    ) {
      self.interfaces = interfaces
      self.warningsAsErrors = warningsAsErrors
      self.concurrency = concurrency
      self.layout = layout
      self.fileAnalyzed = fileAnalyzed
      self.project = project
      self.product = product
    }
  }

  /// Every stage, for runs without an analysis cache.
  package static func analyze(_ modules: [ModuleInput], reader: some SourceReader, options: Options = Options())
    -> [ModuleAnalysis]
  {
    analyze(modules, summarized: summarize(modules, reader: reader, options: options), options: options)
  }

  /// The first stage: every file of the modules read and summarised, on all cores; with a `cache`
  /// (`--analysis-cache`), an unchanged file is read back from it instead of analysed.
  package static func summarize(
    _ modules: [ModuleInput], reader: some SourceReader, options: Options = Options(), cache: AnalysisCache? = nil
  ) -> SummarizedModules {
    let paths = modules.flatMap(\.files)
    var analysed = analyzeFiles(paths, reader: reader, fileAnalyzed: options.fileAnalyzed, cache: cache)
    var offset = 0
    var summarized = SummarizedModules(files: [], cacheRecords: cache.map { _ in [] })
    for module in modules {
      let range = offset..<offset + module.files.count
      summarized.cacheRecords?.append(ModuleCacheRecord(analysed[range]))
      // Each summary moved out, so that the module's list is the only holder of its summaries,
      // which its graph stage consumes: copied, each was retained field by field on one core,
      // and released again with the analyses.
      var files: [FileSummary] = []
      files.reserveCapacity(range.count)
      for index in range { files.append(analysed[index].takeSummary()) }
      summarized.files.append(files)
      offset += module.files.count
    }
    analysed = []
    return summarized
  }

  /// The stages after the first, module by module: each module's graph consumes its summaries.
  package static func analyze(
    _ modules: [ModuleInput], summarized: consuming SummarizedModules, options: Options = Options()
  ) -> [ModuleAnalysis] {
    var filesByModule = summarized.files
    _ = consume summarized
    // Each module after the modules it imports, which then hand it their interfaces.
    let imports = filesByModule.map(importedModules(of:))
    var interfaces = Dictionary(options.interfaces.map { ($0.module, $0) }) { first, _ in first }
    let importedByAny = imports.reduce(into: Set<String>()) { $0.formUnion($1) }
    var results = [ModuleAnalysis?](repeating: nil, count: modules.count)
    for wave in ModuleOrder.waves(names: modules.map(\.name), imports: imports) {
      let known = interfaces
      @Sendable func analyze(_ index: Int, files: consuming [FileSummary]) -> ModuleAnalysis {
        let module = modules[index]
        var moduleOptions = options
        if let concurrency = module.concurrency { moduleOptions.concurrency = concurrency }
        if let project = module.project { moduleOptions.project = project }
        if module.isDependency { moduleOptions.layout = nil }
        let imported = imports[index].sorted().compactMap { known[$0] }
        var analysis = analyzeModule(module.name, files: consume files, options: moduleOptions, imported: imported)
        analysis.isDependency = module.isDependency
        return analysis
      }
      let analyses: [ModuleAnalysis]
      if wave.count == 1 {
        var files: [FileSummary] = []
        swap(&files, &filesByModule[wave[0]])
        analyses = [analyze(wave[0], files: consume files)]
      } else {
        // The wave's modules import none of each other: side by side, each result at its place.
        let files = wave.map { filesByModule[$0] }
        for index in wave { filesByModule[index] = [] }
        analyses = wave.indices.concurrentMap { position in analyze(wave[position], files: files[position]) }
      }
      for (index, analysis) in zip(wave, analyses) {
        // A planned module's interface is worked out when read: only for the modules imported.
        if importedByAny.contains(modules[index].name), let interface = analysis.interface {
          interfaces[modules[index].name] = interface
        }
        results[index] = analysis
      }
    }
    return results.compactMap { $0 }
  }

  /// The modules a module's files import (`Foundation` for `import Foundation.NSString`).
  ///
  /// A file's imports are mostly those of the file before (`Foundation`, then `Combine`): an
  /// import whose path is one of the last few added is skipped by comparing the strings, where
  /// making its module's name and hashing it into the set took 1.4 ms of the bench app's run, on
  /// one core. At most four are compared, so any number of distinct imports stays linear.
  static func importedModules(of files: [FileSummary]) -> Set<String> {
    var modules = Set<String>()
    var recent: [String] = []
    for file in files {
      for declaration in file.imports where !recent.contains(declaration.path) {
        modules.insert(String(declaration.path.prefix { $0 != "." }))
        if recent.count == 4 { recent.removeFirst() }
        recent.append(declaration.path)
      }
    }
    return modules
  }

  /// The graph stages for one module whose files are already summarised, then its code when the
  /// run asks for it and the module has no errors.
  ///
  /// The summaries are consumed once the graph is built: nothing later reads them, and freeing
  /// them before planning keeps a quarter of the bench app's peak memory from adding to the plans'.
  static func analyzeModule(
    _ name: String, files: consuming [FileSummary], options: Options = Options(), imported: [ModuleInterface] = []
  ) -> ModuleAnalysis {
    var diagnostics = files.flatMap(\.diagnostics)
    let fileCount = files.count
    // Only the test doubles name the folder common to the files.
    let sourcePaths = options.product == .resolverDoubles ? files.map(\.path) : []
    func analysis(_ outcome: ModuleAnalysis.Outcome) -> ModuleAnalysis {
      ModuleAnalysis(
        name: name, fileCount: fileCount, diagnostics: promoted(diagnostics, options), outcome: outcome)
    }
    guard !files.contains(where: \.isUnreadable) else { return analysis(.unread) }
    let (built, buildProblems) = GraphBuilder.build(
      module: name, files: consume files, project: options.project, gathersFileImports: !imported.isEmpty)
    let (graph, linkProblems) = ModuleLinker.link(built, interfaces: imported)
    diagnostics += buildProblems + linkProblems
    let platforms = graph.namedPlatforms
    let resolved: ResolvedGraph
    let variants: [PlatformVariant]
    if platforms.isEmpty {
      let checked = check(graph, platform: nil, after: diagnostics, options: options)
      (resolved, variants) = (checked.resolved, [checked])
      diagnostics += checked.diagnostics
    } else {
      // The graph with every dependency is kept for `graph`; each named platform is checked.
      resolved = ResolvedGraph(graph: graph)
      let earlier = diagnostics
      variants = (platforms + [nil]).concurrentMap { platform in
        check(graph.keeping(platform: platform), platform: platform, after: earlier, options: options)
      }
      diagnostics += PlatformDiagnostics.merge(variants)
    }
    if let failure = variants.lazy.compactMap(\.planningFailure).first {
      return analysis(.failed(resolved, reason: failure))
    }
    let isPlanned =
      !promoted(diagnostics, options).contains { $0.severity == .error }
      && variants.allSatisfy { $0.plans != nil || $0.platform == nil && variants.count > 1 }
    guard isPlanned else {
      let interface = ModuleInterface(
        resolved: PlatformVariant.exported(of: variants).resolved, plans: nil,
        defaultIsolation: options.concurrency.defaultIsolation)
      return analysis(.checked(resolved, interface: interface))
    }
    var planned = PlannedModule(
      resolved: consume resolved, variants: consume variants, defaultIsolation: options.concurrency.defaultIsolation)
    if let rule = options.layout {
      // Nothing is forgotten before printing: freeing the resolutions and the declared types
      // (5.7 MB of the bench app, a sixteenth of its peak) cost 12 ms of its run, and the command
      // line keeps the analysis until it exits (docs/performance.md, stop 41).
      let doubles =
        options.product == .resolverDoubles
        ? ResolverDoublePrinter(
          moduleName: name, sourceFolder: SourceFolder(commonTo: sourcePaths),
          qualifier: ModuleQualifier(module: name, declaredTypes: planned.resolved.graph.declaredTypes.names)) : nil
      do {
        if let doubles {
          planned.generatedFiles = try SwiftRenderer.render(planned, layout: .single, printer: doubles).map {
            GeneratedFile(name: ResolverDoublePrinter.fileName, sections: $0.sections)
          }
        } else {
          planned.generatedFiles = try SwiftRenderer.render(
            planned, layout: rule.layout(forInputFileCount: fileCount))
        }
      } catch {
        return analysis(.failed(planned.resolved, reason: error.description))
      }
    }
    return analysis(.planned(planned))
  }

  /// With `--warnings-as-errors`, every warning as an error, as `swiftc -warnings-as-errors` does:
  /// it prints as one and blocks generation for its module.
  private static func promoted(_ diagnostics: [Diagnostic], _ options: Options) -> [Diagnostic] {
    guard options.warningsAsErrors else { return diagnostics }
    return diagnostics.map { diagnostic in
      var promoted = diagnostic
      if promoted.severity == .warning { promoted.severity = .error }
      return promoted
    }
  }

  /// Validates one graph (the module's, or its graph on one platform) and, when neither it nor
  /// `earlier` has an error, plans its containers.
  ///
  /// The containers of a graph without errors are planned here, whatever the command, so that
  /// `validate` and `generate` both report what only the plans show (`RetainCycleRule`,
  /// `ObjCRepresentationRule`), and the code is printed from the plans that were checked. A graph
  /// the planner rejects gets no plans, and the planner's reason, which is reported as a bug.
  private static func check(
    _ graph: ModuleGraph, platform: Platform?, after earlier: [Diagnostic], options: Options
  ) -> PlatformVariant {
    let (validated, problems) = GraphValidator.validate(graph)
    var variant = PlatformVariant(platform: platform, resolved: validated, plans: nil, diagnostics: problems)
    guard !(earlier + problems).contains(where: { $0.severity == .error }) else { return variant }
    let planner = ContainerPlanner(validated, settings: options.concurrency)
    let planned: [ContainerPlan]
    let planProblems: [Diagnostic]
    do {
      (planned, planProblems) = try planner.plans()
    } catch {
      variant.planningFailure = "\(error)"
      return variant
    }
    variant.plans = planned
    variant.diagnostics += planProblems
    // The rules on the plans only read them: on all cores, joined in this order, while the
    // planner's tables, which nothing reads any more, are freed.
    let planRules: [@Sendable () -> [Diagnostic]] = [
      { RetainCycleRule.check(planned) }, { IsolatedMemberRule.check(planned) },
      { ObjCRepresentationRule.check(planned, in: validated) },
    ]
    variant.diagnostics += releasing(consume planner) { planRules.concurrentMap { $0() }.flatMap { $0 } }
    return variant
  }

  /// How many files a task of `analyzeFiles` analyses in a row. On the bench app, 51.5 % of the
  /// annotations repeat one read earlier in their run with 64 files a run, 49 % with 32, 53 % with
  /// 128, 58 % with all 6,000 in one; its 94 runs of 64 take about 2 ms each, so neither core waits
  /// long for the other's last (docs/performance.md, stop 68).
  static let filesPerRun = 64

  /// Reads and analyzes the files concurrently; each file's summary lands at its own index, so
  /// the result does not depend on scheduling. With a `cache`, a file whose bytes it recorded is
  /// read back from it instead of analysed.
  ///
  /// The files are taken in runs of about `filesPerRun` consecutive ones, a task each, whose
  /// annotations share a memo (`AnnotationMemo`): files next to each other in the sorted list sit
  /// in the same folder and repeat each other's annotations. The runs are short enough that the
  /// last one ends soon after the others, and long enough that most repeats are found in them.
  static func analyzeFiles(
    _ paths: [String],
    reader: some SourceReader,
    fileAnalyzed: (@Sendable () -> Void)? = nil,
    cache: AnalysisCache? = nil
  ) -> [CachedAnalysis] {
    paths.concurrentMap(runs: (paths.count + filesPerRun - 1) / filesPerRun, state: AnnotationMemo.init) {
      annotations, path in
      let analysis: CachedAnalysis
      do {
        let bytes = try reader.contents(of: path)
        analysis = bytes.withUnsafeBufferPointer { bytes in
          guard let cache else {
            return CachedAnalysis(uncached: FileAnalyzer.analyze(path: path, bytes: bytes, annotations: &annotations))
          }
          return CachedAnalysis(path: path, bytes: bytes, cache: cache, annotations: &annotations)
        }
      } catch {
        analysis = CachedAnalysis(uncached: .unreadable(path: path, reason: String(describing: error)))
      }
      fileAnalyzed?()
      return analysis
    }
  }
}

/// The first stage's result: each module's file summaries, in the order of its files, and, in a
/// run with an analysis cache, what the cache holds for each module's files after the run.
///
/// The two are handed on separately so that the command line writes the cache before the graph
/// stages start: the cache's entries hold the bytes read from the cache file, which otherwise lived
/// through the whole run (the bench app's warm run peaked 19 MB of heap, 9 MB resident, higher).
package struct SummarizedModules: Sendable {
  /// One list per module, in the modules' order.
  var files: [[FileSummary]]
  /// One record per module, in the modules' order; `nil` without a cache.
  package var cacheRecords: [ModuleCacheRecord]?

  /// The cache records, which the value then no longer holds.
  package mutating func takeCacheRecords() -> [ModuleCacheRecord]? {
    defer { cacheRecords = nil }
    return cacheRecords
  }
}

/// What a run generates from a module's plans.
package enum GeneratedProduct: Hashable, Sendable {
  /// The resolver protocols and containers the module compiles with (`generate`).
  case containers
  /// A test double of each resolver, for a test target (`doubles`): always one file.
  case resolverDoubles
}
