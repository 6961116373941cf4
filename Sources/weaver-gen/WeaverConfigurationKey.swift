import WeaverGenCore

/// The keys of Weaver's own `.weaver.yaml` and `.weaver.json` (0.12 and 1.x), and what becomes of
/// each here (docs/migrating-from-weaver.md, "Configuration file"), so that a Weaver project's
/// configuration keeps working where weaver-gen can honour it, and says what to write instead where
/// it cannot, rather than listing the keys it knows.
///
/// A key with a meaning here is read under weaver-gen's name with a `weaver-configuration-key`
/// warning naming that key; a key asking for what weaver-gen always does is ignored with the same
/// warning; a key asking for what weaver-gen does not do is an `invalid-configuration` error saying
/// what replaces it.
enum WeaverConfigurationKey {
  /// What a Weaver key becomes.
  enum Meaning {
    /// The same setting under weaver-gen's name.
    case renamed(ConfigurationFile.Key)
    /// Weaver 1.x's `main_output_path`: a `.swift` file, or a folder that gets `Weaver.swift`,
    /// which is the one file `output_file` names.
    case mainOutputPath
    /// A switch whose value `harmless` asks for what weaver-gen always does (ignored, with a
    /// warning saying why), and whose other value is refused with `replacement`.
    case flag(harmless: Bool, why: String, replacement: String)
    /// Without effect here, whatever its value.
    case ignored(why: String)
    /// Asks for what weaver-gen does not do; `replacement` says what to do instead.
    case unsupported(replacement: String)
  }

  private static let tests =
    "a test passes its own type conforming to the resolver protocol to 'init(injecting:)' instead of generated stubs; remove the key"
  private static let templates =
    "the generated code has one documented shape (docs/generated-code.md); remove the key"
  private static let imports =
    "the generated file imports what the module's annotated files import and what '// weaver: import' lines name; change the imports there"

  static let meanings: [String: Meaning] = [
    "input_paths": .renamed(.inputPath),
    "ignored_paths": .renamed(.ignoredPath),
    "project_name": .renamed(.project),
    "main_output_path": .mainOutputPath,
    "project_path": .ignored(
      why: "Weaver ignored it in the file too; relative paths are relative to the configuration file's folder"),
    "cache_path": .ignored(why: "weaver-gen keeps no cache"),
    "platform": .ignored(
      why: "one generated file serves every platform, with the code that differs under '#if os(…)'"),
    "swiftlint_disable_all": .flag(
      harmless: true, why: "generated files always start with '// swiftlint:disable all'",
      replacement: "generated files always disable SwiftLint; remove the key"),
    "single_output": .flag(
      harmless: true, why: "each module's code is written to one file, 'Weaver.swift', unless it has 100 files or more",
      replacement:
        "each module's code goes to one file, '<output_path>/<Module>/Weaver.swift', not a file per type; remove the key"
    ),
    "recursive": .flag(
      harmless: true, why: "input folders are always searched recursively",
      replacement:
        "input folders are always searched recursively; name the files with 'input_path', or leave folders out with 'ignored_path'"
    ),
    "unsafe": .flag(
      harmless: false, why: "the graph is always checked",
      replacement: "the graph is always checked; fix the errors it reports"),
    "detailed_resolvers": .flag(
      harmless: false, why: "the resolver protocol of a type lists all its dependencies",
      replacement:
        "the resolver protocol lists every dependency, and a test conforms to it with its own type; remove the key"
    ),
    "tests": .flag(harmless: false, why: "test stubs are not generated", replacement: tests),
    "tests_output_path": .unsupported(replacement: tests),
    "testable_imports": .unsupported(replacement: tests),
    "allow_tests_to_init_real_dependencies": .unsupported(replacement: tests),
    "template_path": .unsupported(replacement: templates),
    "main_template_path": .unsupported(replacement: templates),
    "detailed_resolvers_template_path": .unsupported(replacement: templates),
    "included_imports": .unsupported(replacement: imports),
    "excluded_imports": .unsupported(replacement: imports),
  ]
}

extension ConfigurationFile {
  /// Weaver's other configuration file, read when there is no `.weaver.yaml`.
  static let weaverJSONName = ".weaver.json"

  /// The file's warnings, for the run to report with its diagnostics; with `--warnings-as-errors`
  /// they are printed as errors and the run stops (exit status 64), as for any invalid file.
  static func warnings(of file: ConfigurationFile?, asErrors: Bool, quiet: Bool) throws -> [Diagnostic] {
    guard let warnings = file?.warnings, !warnings.isEmpty else { return [] }
    guard asErrors else { return warnings }
    try ConsoleOutput.standardError.report(
      warnings.map { Diagnostic(.error, $0.id, $0.message, at: $0.location) }, quiet: quiet)
    throw CLIError.exit(ExitStatus.usage)
  }

  /// Reads Weaver's key `name` into this configuration, returning the warning or error it gets,
  /// or `nil` when `name` is not one of Weaver's keys.
  mutating func readWeaverKey(
    _ name: String, keyNode: Node, value: Node, relativeTo base: String, path: String
  ) -> Diagnostic? {
    guard let meaning = WeaverConfigurationKey.meanings[name] else { return nil }
    let at = Self.location(of: keyNode, in: path)
    let warning = { (message: String) in Diagnostic.warning(.weaverConfigurationKey, message, at: at) }
    switch meaning {
    case .renamed(let key):
      do {
        try read(key, from: value, relativeTo: base)
      } catch {
        return .error(.invalidConfiguration, error.message, at: Self.location(of: value, in: path))
      }
      return warning(ConfigurationMessages.weaverKeyRenamed(name, to: key.rawValue))
    case .mainOutputPath:
      guard let text = value.scalar?.string, !text.isEmpty else {
        return .error(
          .invalidConfiguration, ConfigurationMessages.expectedString(name), at: Self.location(of: value, in: path))
      }
      let file = text.hasSuffix(".swift") ? text : PathNormalizer.join(text, "Weaver.swift")
      outputFile = Self.resolve(file, base: base)
      return warning(ConfigurationMessages.weaverMainOutputPath(file))
    case .flag(let harmless, let why, let replacement):
      guard let flag = value.bool else {
        return .error(
          .invalidConfiguration, ConfigurationMessages.expectedBool(name), at: Self.location(of: value, in: path))
      }
      guard flag == harmless else {
        return .error(.invalidConfiguration, ConfigurationMessages.weaverKeyUnsupported(name, replacement), at: at)
      }
      return warning(ConfigurationMessages.weaverKeyIgnored(name, why))
    case .ignored(let why):
      return warning(ConfigurationMessages.weaverKeyIgnored(name, why))
    case .unsupported(let replacement):
      return .error(.invalidConfiguration, ConfigurationMessages.weaverKeyUnsupported(name, replacement), at: at)
    }
  }
}

extension ConfigurationMessages {
  static func weaverKeyRenamed(_ key: String, to newKey: String) -> String {
    "Weaver's key '\(key)' is read as '\(newKey)'; rename it"
  }

  static func weaverMainOutputPath(_ file: String) -> String {
    "Weaver's key 'main_output_path' is read as 'output_file: \(file)', the one file that receives the module's code; write that instead"
  }

  static func weaverKeyIgnored(_ key: String, _ why: String) -> String {
    "Weaver's key '\(key)' is ignored: \(why); remove it"
  }

  static func weaverKeyUnsupported(_ key: String, _ replacement: String) -> String {
    "Weaver's key '\(key)' is not supported: \(replacement)"
  }
}
