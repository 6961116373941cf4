import ArgumentParser
import WeaverGenCore

/// The options every command that reads sources shares (docs/architecture.md, "Inputs and modules"; README, "Command
/// line").
struct InputOptions: ParsableArguments {
  @Option(
    name: .customLong("input-path"),
    help: ArgumentHelp(
      "A .swift file, or a directory searched recursively for .swift files (repeatable).", valueName: "path")
  )
  var inputPaths: [String] = []

  @Option(
    name: .customLong("input-list"),
    help: ArgumentHelp(
      "A file naming input paths, one per line, as --input-path does; for thousands of files (repeatable).",
      valueName: "file")
  )
  var inputLists: [String] = []

  @Option(
    name: .customLong("dependency-input-list"),
    help: ArgumentHelp(
      "A module the inputs import, read only for the types it exports: its name, '=', and a file listing its Swift files one per line (repeatable; the build plugin passes a target's first-party dependencies).",
      valueName: "name=file")
  )
  var dependencyInputLists: [String] = []

  @Option(
    name: .customLong("dependency-interface"),
    help: ArgumentHelp(
      "A module interface written by 'generate --emit-interface', for a module the inputs import whose sources this run does not read (repeatable).",
      valueName: "file")
  )
  var dependencyInterfaces: [String] = []

  @Option(
    name: .customLong("ignored-path"),
    help: ArgumentHelp("A file or directory to leave out (repeatable).", valueName: "path")
  )
  var ignoredPaths: [String] = []

  @Option(help: ArgumentHelp("The module's name, when the inputs form a single module.", valueName: "name"))
  var moduleName: String?

  @Option(
    help: ArgumentHelp(
      "The project to generate for (Weaver 1.x): dependencies whose 'projects' leave it out are dropped (default: keep all).",
      valueName: "name"
    )
  )
  var project: String?

  @Flag(inversion: .prefixedNo, help: "Treat warnings as errors.")
  var warningsAsErrors: Bool?

  @Flag(inversion: .prefixedNo, help: "Print only diagnostics: no summary line.")
  var quiet: Bool?

  @Option(
    help: ArgumentHelp(
      "The module's default isolation, as given to the compiler with -default-isolation (default: nonisolated).",
      valueName: "nonisolated|MainActor"
    )
  )
  var defaultIsolation: DefaultIsolation?

  @Option(
    name: .customLong("main-actor-type"),
    help: ArgumentHelp(
      "A type of another module that is isolated to the main actor, besides UIKit's, AppKit's, SwiftUI's and WatchKit's (repeatable).",
      valueName: "type"
    )
  )
  var mainActorTypes: [String] = []

  @Option(
    name: .customLong("global-actor"),
    help: ArgumentHelp("A global actor of another module, besides MainActor (repeatable).", valueName: "type")
  )
  var globalActors: [String] = []

  @Option(
    help: ArgumentHelp(
      "A configuration file with the same options in snake_case (default: .weaver.yaml in the working directory, if present).",
      valueName: "file"
    )
  )
  var config: String?

  @Flag(
    help: "Read no configuration file, not even .weaver.yaml in the working directory (the build plugin passes this).")
  var noConfig = false

  @Option(
    help: ArgumentHelp(
      "A directory weaver-gen owns, where it keeps each file's analysis so the next run analyses only the files that changed (the build plugin passes one in its work directory).",
      valueName: "directory"))
  var analysisCache: String?

  func validate() throws {
    if noConfig && config != nil { throw ValidationError("Give '--config' or '--no-config', not both.") }
    if analysisCache?.isEmpty == true {
      throw ValidationError("'--analysis-cache' is empty: give the directory to keep the analyses in.")
    }
  }
}

/// The options in effect: the command line's, completed from the configuration file.
struct EffectiveOptions {
  var inputPaths: [String]
  /// `modules:` of the configuration file: each module's name and paths.
  var namedModules: [ConfigurationFile.NamedModule]
  /// Modules read for their interfaces only (`--dependency-input-list`).
  var dependencies: [ModuleInput]
  /// Interfaces of modules whose sources are not read (`--dependency-interface`).
  var interfaces: [ModuleInterface]
  var ignoredPaths: [String]
  var moduleName: String?
  /// `--project` or `project:`: what `name.projects` is matched against.
  var project: String?
  /// `--project` alone, which also wins over a module's own `.weaver.yaml`.
  var projectFlag: String?
  var warningsAsErrors: Bool
  var quiet: Bool
  var outputPath: String?
  var outputDirectory: String?
  var outputFile: String?
  /// Whether the output comes from the configuration file rather than a flag (for messages).
  var outputFromConfiguration: Bool
  /// The concurrency settings of the run: flags, then the configuration file.
  var concurrency: ConcurrencySettings
  var concurrencyFlags: ConcurrencyLayer
  var concurrencyFile: ConcurrencyLayer
  /// The configuration file in effect, if any.
  var configurationPath: String?
  /// Whether the command line named the configuration (`--config FILE`) or turned it off
  /// (`--no-config`), rather than leaving the run to look for one in the working directory.
  var isConfigurationNamed: Bool
  /// The configuration file's warnings: Weaver's keys, and its keys that flags replaced
  /// (`ConfigurationWarnings`), reported with the run's diagnostics.
  var configurationWarnings: [Diagnostic]
  /// `--analysis-cache`: the folder of the files' analyses kept between runs.
  var analysisCache: String?

  /// Merges flags and configuration (flags win), or prints why it cannot and throws the exit status.
  init(
    _ options: InputOptions, outputPath: String? = nil, outputDirectory: String? = nil, outputFile: String? = nil
  ) throws {
    let (file, filePath) = options.noConfig ? (nil, nil) : try Self.configuration(named: options.config)
    let listed = try Self.listedPaths(options.inputLists)
    let given = options.inputPaths + listed
    inputPaths = given.isEmpty && options.inputLists.isEmpty ? (file?.inputPaths ?? []) : given
    // Modules listed in the file form the run unless the command line names its inputs.
    namedModules = given.isEmpty && options.inputLists.isEmpty ? (file?.modules ?? []) : []
    dependencies = try options.dependencyInputLists.map(Self.dependency)
    interfaces = try options.dependencyInterfaces.map(ModuleInterfaceFile.read)
    ignoredPaths = options.ignoredPaths.isEmpty ? (file?.ignoredPaths ?? []) : options.ignoredPaths
    moduleName = options.moduleName ?? file?.moduleName
    project = options.project ?? file?.project
    projectFlag = options.project
    warningsAsErrors = options.warningsAsErrors ?? file?.warningsAsErrors ?? false
    quiet = options.quiet ?? file?.quiet ?? false
    analysisCache = options.analysisCache
    configurationWarnings = try ConfigurationFile.warnings(of: file, asErrors: warningsAsErrors, quiet: quiet)
    concurrencyFlags = ConcurrencyLayer(
      defaultIsolation: options.defaultIsolation,
      mainActorTypes: options.mainActorTypes.isEmpty ? nil : options.mainActorTypes,
      globalActors: options.globalActors.isEmpty ? nil : options.globalActors)
    concurrencyFile = ConcurrencyLayer(file)
    configurationPath = filePath
    isConfigurationNamed = options.noConfig || options.config != nil
    concurrency = concurrencyFlags.over(concurrencyFile).settings
    // An output given on the command line replaces the file's, whichever of the two kinds it is.
    let flagGivesOutput = outputPath != nil || outputDirectory != nil || outputFile != nil
    self.outputPath = flagGivesOutput ? outputPath : file?.outputPath
    self.outputDirectory = flagGivesOutput ? outputDirectory : file?.outputDirectory
    self.outputFile = flagGivesOutput ? outputFile : file?.outputFile
    outputFromConfiguration = !flagGivesOutput
    if let file {
      let outputFlag =
        outputPath != nil
        ? "--output-path" : outputDirectory != nil ? "--output-directory" : outputFile.map { _ in "--output-file" }
      configurationWarnings += ConfigurationWarnings.replacedByFlags(file, options, outputFlag: outputFlag)
    }
    guard !inputPaths.isEmpty || !namedModules.isEmpty else {
      throw ValidationError("Missing '--input-path <path>': give at least one .swift file or directory.")
    }
  }

  /// The paths in the `--input-list` files, in order. A list is read by weaver-gen itself, one
  /// path per line, so that the build plugin's thousands of files cost one argument rather than
  /// thousands for the argument parser to split (which takes time quadratic in their number).
  ///
  /// A list that names nothing is an error even beside other inputs: a build system that writes
  /// an empty list has lost a target's files, and reading on would check a part of the module
  /// as if it were the whole (the plugin passes no list when it has no line to write).
  private static func listedPaths(_ lists: [String]) throws -> [String] {
    var paths: [String] = []
    for list in lists {
      let lines: [String]
      do {
        lines = DiskSourceReader.lines(of: try DiskSourceReader().text(of: list))
      } catch {
        throw CLIError.io("cannot read input list '\(list)': \(error)")
      }
      // A NUL ends a path for the system, which would read another file than the line names.
      if let line = lines.first(where: { $0.utf8.contains(0) }) {
        throw CLIError.usage("input list '\(list)' has a line holding a NUL character, which no path can: '\(line)'")
      }
      if lines.isEmpty {
        throw CLIError.usage("the input list '\(list)' is empty; list one .swift file or directory per line")
      }
      paths += lines
    }
    return paths
  }

  /// `Profile=profile-files.txt`: the module's name, and the files its list names.
  private static func dependency(_ argument: String) throws -> ModuleInput {
    guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
      throw CLIError.usage("'--dependency-input-list' takes <name>=<file>, not '\(argument)'")
    }
    let name = String(argument[..<equals])
    if let reason = ModuleNameRule.problem(with: name) {
      throw CLIError.usage("invalid dependency module name '\(name)': \(reason)")
    }
    let files = try listedPaths([String(argument[argument.index(after: equals)...])])
    return ModuleInput(name: name, files: files, isDependency: true)
  }

  /// The file `--config` names, else `.weaver.yaml` in the working directory, else Weaver's
  /// `.weaver.json` there (JSON is YAML, and Weaver's keys are read as `WeaverConfigurationKey`
  /// says), with the path it was read from.
  private static func configuration(named explicit: String?) throws -> (ConfigurationFile?, String?) {
    if let explicit { return (try ConfigurationFile.loadOrExit(path: explicit, required: true), explicit) }
    for name in [ConfigurationFile.defaultName, ConfigurationFile.weaverJSONName] {
      if let file = try ConfigurationFile.loadOrExit(path: name, required: false) { return (file, name) }
    }
    return (nil, nil)
  }
}

extension DefaultIsolation: ExpressibleByArgument {}

/// The concurrency settings one source gives (flags, a configuration file), each unset where it
/// says nothing, so that sources can be layered: flags over a module's own file over the run's.
struct ConcurrencyLayer {
  var defaultIsolation: DefaultIsolation?
  var mainActorTypes: [String]?
  var globalActors: [String]?

  init(defaultIsolation: DefaultIsolation? = nil, mainActorTypes: [String]? = nil, globalActors: [String]? = nil) {
    self.defaultIsolation = defaultIsolation
    self.mainActorTypes = mainActorTypes
    self.globalActors = globalActors
  }

  init(_ file: ConfigurationFile?) {
    self.init(
      defaultIsolation: file?.defaultIsolation, mainActorTypes: file?.mainActorTypes, globalActors: file?.globalActors)
  }

  /// This layer, completed by `lower` where it says nothing.
  func over(_ lower: ConcurrencyLayer) -> ConcurrencyLayer {
    ConcurrencyLayer(
      defaultIsolation: defaultIsolation ?? lower.defaultIsolation,
      mainActorTypes: mainActorTypes ?? lower.mainActorTypes,
      globalActors: globalActors ?? lower.globalActors)
  }

  var settings: ConcurrencySettings {
    ConcurrencySettings(
      defaultIsolation: defaultIsolation ?? .nonisolated, mainActorTypes: Set(mainActorTypes ?? []),
      globalActors: Set(globalActors ?? []))
  }
}
