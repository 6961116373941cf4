import ArgumentParser
import WeaverGenCore

/// The options every command that reads sources shares (DESIGN §2, §7).
struct InputOptions: ParsableArguments {
  @Option(
    name: .customLong("input-path"),
    help: ArgumentHelp(
      "A .swift file, or a directory searched recursively for .swift files (repeatable).", valueName: "path")
  )
  var inputPaths: [String] = []

  @Option(
    name: .customLong("ignored-path"),
    help: ArgumentHelp("A file or directory to leave out (repeatable).", valueName: "path")
  )
  var ignoredPaths: [String] = []

  @Option(help: ArgumentHelp("The module's name, when the inputs form a single module.", valueName: "name"))
  var moduleName: String?

  @Flag(inversion: .prefixedNo, help: "Treat warnings as errors.")
  var warningsAsErrors: Bool?

  @Flag(inversion: .prefixedNo, help: "Print only diagnostics: no summary line.")
  var quiet: Bool?

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

  func validate() throws {
    if noConfig && config != nil { throw ValidationError("Give '--config' or '--no-config', not both.") }
  }
}

/// The options in effect: the command line's, completed from the configuration file.
struct EffectiveOptions {
  var inputPaths: [String]
  var ignoredPaths: [String]
  var moduleName: String?
  var warningsAsErrors: Bool
  var quiet: Bool
  var outputPath: String?
  var outputDirectory: String?
  var outputFile: String?

  /// Merges flags and configuration (flags win), or prints why it cannot and throws the exit status.
  init(
    _ options: InputOptions, outputPath: String? = nil, outputDirectory: String? = nil, outputFile: String? = nil
  ) throws {
    let file = options.noConfig ? nil : try Self.configuration(named: options.config)
    inputPaths = options.inputPaths.isEmpty ? (file?.inputPaths ?? []) : options.inputPaths
    ignoredPaths = options.ignoredPaths.isEmpty ? (file?.ignoredPaths ?? []) : options.ignoredPaths
    moduleName = options.moduleName ?? file?.moduleName
    warningsAsErrors = options.warningsAsErrors ?? file?.warningsAsErrors ?? false
    quiet = options.quiet ?? file?.quiet ?? false
    // An output given on the command line replaces the file's, whichever of the two kinds it is.
    let flagGivesOutput = outputPath != nil || outputDirectory != nil || outputFile != nil
    self.outputPath = flagGivesOutput ? outputPath : file?.outputPath
    self.outputDirectory = flagGivesOutput ? outputDirectory : file?.outputDirectory
    self.outputFile = flagGivesOutput ? outputFile : file?.outputFile
    guard !inputPaths.isEmpty else {
      throw ValidationError("Missing '--input-path <path>': give at least one .swift file or directory.")
    }
  }

  private static func configuration(named explicit: String?) throws -> ConfigurationFile? {
    let path = explicit ?? ConfigurationFile.defaultName
    do {
      let file = try ConfigurationFile.load(path: path)
      if file == nil, let explicit {
        ConsoleOutput.standardError.write("weaver-gen: error: configuration file '\(explicit)' cannot be read\n")
        throw ExitCode(ExitStatus.ioError)
      }
      return file
    } catch let invalid as ConfigurationFile.Invalid {
      ConsoleOutput.standardError.report(invalid.diagnostics.sorted(), quiet: false)
      throw ExitCode(ExitStatus.usage)
    }
  }
}
