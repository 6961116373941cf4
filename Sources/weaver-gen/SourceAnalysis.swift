import ArgumentParser
import WeaverGenCore

/// What `validate`, `graph` and `generate` share: collect the inputs, run the pipeline once (which
/// also generates the code when the command writes it), print the diagnostics, and work out the
/// exit status.
struct SourceAnalysis {
  var modules: [ModuleAnalysis]
  /// The warnings of the configuration files read (the run's and the modules' own): Weaver's keys,
  /// and keys the run does not read (`ConfigurationWarnings`).
  var configurationWarnings: [Diagnostic]
  /// With `--analysis-cache`, how many files the run read back from the cache and how many it
  /// analysed, over every module it read (dependencies included).
  var cacheUse: (reused: Int, analysed: Int)?
  /// The analysis cache folder, when the run has one.
  var cacheFolder: AnalysisCacheFolder?
  /// With `memo`, the key of everything the run read, when the run memo can stand for it.
  var memoKey: ContentDigest?
  /// The memo whose key is the run's and whose files are in place: the graph stages did not run,
  /// and `modules` is empty.
  var reusedMemo: RunMemo?

  /// Analyses the inputs, and generates each valid module's code (or its resolvers' test doubles,
  /// as `product` says) when `output` says where it goes. With `memo` (`generate` with an analysis
  /// cache), a run whose key and files are the last memo's stops once the files are summarised.
  init(
    options: EffectiveOptions, output: OutputTarget? = nil, product: GeneratedProduct = .containers,
    memo: RunMemoUse? = nil
  ) throws {
    var inputs: [ModuleInput]
    let folders: [String: String]
    (inputs, folders) = try InputCollector(
      inputPaths: options.inputPaths, ignoredPaths: options.ignoredPaths, moduleName: options.moduleName,
      namedModules: options.namedModules
    )
    .modules()
    configurationWarnings = options.configurationWarnings
    for index in inputs.indices {
      guard let folder = folders[inputs[index].name] else { continue }
      let path = PathNormalizer.join(folder, ConfigurationFile.defaultName)
      guard let file = try Self.moduleConfiguration(at: path, options: options) else { continue }
      configurationWarnings += try ConfigurationFile.warnings(
        of: file, asErrors: options.warningsAsErrors, quiet: options.quiet)
      configurationWarnings += ConfigurationWarnings.unreadInModuleFile(file)
      inputs[index].concurrency =
        options.concurrencyFlags.over(ConcurrencyLayer(file)).over(options.concurrencyFile)
        .settings
      inputs[index].project = options.projectFlag ?? file.project ?? options.project
    }
    // A target that names its files ahead of the run (the plugin's) gets them even when the inputs
    // hold no Swift file: the empty module's files are the header alone.
    if inputs.isEmpty, output?.singleModuleOption != nil {
      inputs = [ModuleInput(name: options.moduleName ?? "Module", files: [])]
    }
    let formed = Set(inputs.map(\.name))
    if let clash = options.dependencies.first(where: { formed.contains($0.name) }) {
      throw CLIError.usage("'\(clash.name)' is both a module of the inputs and a dependency")
    }
    inputs += options.dependencies
    let fileCount = inputs.reduce(0) { $0 + $1.files.count }
    let progress = ProgressLine(total: fileCount, quiet: options.quiet)
    let pipelineOptions = Pipeline.Options(
      warningsAsErrors: options.warningsAsErrors, concurrency: options.concurrency, layout: output?.layout,
      fileAnalyzed: progress?.fileAnalyzed, project: options.project, interfaces: options.interfaces,
      product: product)
    var cache = options.analysisCache.flatMap { AnalysisCacheFolder(path: $0) }
    var summarized = Pipeline.summarize(
      inputs, reader: DiskSourceReader(), options: pipelineOptions, cache: cache?.load(modules: inputs.map(\.name)))
    cacheFolder = cache
    // The cache is written before the graph stages, and its bytes freed with the records.
    if let cache, let records = summarized.takeCacheRecords() {
      cache.store(records, of: inputs.map(\.name))
      cacheUse = (records.reduce(0) { $0 + $1.reusedFileCount }, records.reduce(0) { $0 + $1.analysedFileCount })
      if let memo, folders.isEmpty, configurationWarnings.isEmpty {
        memoKey = memo.key(options: options, modules: inputs, records: records)
      }
      if let memoKey, let last = cache.loadMemo(), last.key == memoKey, memo?.outputsHold(last) == true {
        progress?.finish()
        reusedMemo = last
        modules = []
        _ = Unmanaged.passRetained(ProcessLifetime(summarized))
        return
      }
    }
    let analysed = Pipeline.analyze(inputs, summarized: consume summarized, options: pipelineOptions)
    progress?.finish()
    modules = analysed.filter { !$0.isDependency }
    _ = Unmanaged.passRetained(ProcessLifetime(analysed))
  }

  /// Keeps the modules' graphs, plans and code (or, for a run that reused its memo, the files'
  /// summaries) until the process exits, as compilers do (`clang -disable-free`): a run analyses
  /// once and ends, and freeing a 10,000-type graph value by value took 2 % of it, where the
  /// process's end frees its memory at once.
  private final class ProcessLifetime<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// A module's own `.weaver.yaml` (in its folder, where the build plugin reads it), unless it is
  /// the file the run already uses: its concurrency settings and project are the module's, under
  /// the flags.
  private static func moduleConfiguration(at path: String, options: EffectiveOptions) throws -> ConfigurationFile? {
    if let current = options.configurationPath, PathNormalizer.absolute(current) == PathNormalizer.absolute(path) {
      return nil
    }
    return try ConfigurationFile.loadOrExit(path: path, required: false)
  }

  /// A usage error unless the inputs formed one module, for what writes a single module's code
  /// (`what`: the option or command, quoted).
  func requireOneModule(for what: String) throws {
    guard modules.count > 1 else { return }
    let names = modules.map(\.name).joined(separator: ", ")
    throw CLIError.usage("\(what) needs the inputs to form one module, but they form \(modules.count): \(names)")
  }

  var diagnostics: [Diagnostic] { (configurationWarnings + modules.flatMap(\.diagnostics)).sorted() }

  /// 74 when a file could not be read, else 1 when there are errors, else 0.
  var exitStatus: Int32 {
    if modules.contains(where: \.hasUnreadableFiles) { return ExitStatus.ioError }
    if modules.contains(where: { $0.errorCount > 0 }) { return ExitStatus.graphErrors }
    return ExitStatus.success
  }
}
