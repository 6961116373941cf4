import ArgumentParser
import WeaverGenCore

#if canImport(FoundationEssentials) && canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// `.weaver.yaml`: the command-line options in snake_case, for projects that would rather commit
/// their settings than repeat them (README, "Command line"). Flags given on the command line win; an unknown key
/// or a value of the wrong type is an error with its location, never silently ignored. Relative
/// paths are relative to the directory holding the file.
struct ConfigurationFile {
  typealias Node = ConfigurationYAML.Node

  static let defaultName = ".weaver.yaml"

  var inputPaths: [String]?
  /// `modules:`, each module's name and its paths: the modules of an Xcode workspace, whose
  /// targets' folders cannot be told apart from the folders alone.
  var modules: [NamedModule]?
  var ignoredPaths: [String]?
  var outputPath: String?
  var outputDirectory: String?
  var outputFile: String?
  var moduleName: String?
  var project: String?
  var warningsAsErrors: Bool?
  var quiet: Bool?
  var defaultIsolation: DefaultIsolation?
  var mainActorTypes: [String]?
  var globalActors: [String]?
  /// Warnings about the file that do not stop the run (Weaver's keys read under their new names),
  /// reported with the run's diagnostics.
  var warnings: [Diagnostic] = []

  /// Where each key the file sets is, by its snake_case name (`ConfigurationWarnings` reports the
  /// ones a run does not read).
  var keyLocations: [String: SourceLocation] = [:]

  /// A module `modules:` names, and the files and folders that hold its sources.
  struct NamedModule: Equatable {
    var name: String
    var paths: [String]
  }

  /// Problems with the file, as diagnostics at their place in it.
  struct Invalid: Error {
    var diagnostics: [Diagnostic]
  }

  /// The keys and what each accepts.
  enum Key: String, CaseIterable {
    case inputPath = "input_path"
    case ignoredPath = "ignored_path"
    case outputPath = "output_path"
    case outputDirectory = "output_directory"
    case outputFile = "output_file"
    case moduleName = "module_name"
    case project
    case warningsAsErrors = "warnings_as_errors"
    case quiet
    case defaultIsolation = "default_isolation"
    case mainActorTypes = "main_actor_types"
    case globalActors = "global_actors"
    case modules
  }

  /// Reads the file, or prints why it cannot and throws the exit status: 64 for an invalid file,
  /// 74 for one that cannot be read. `nil` when it does not exist, which is an error (74) only when
  /// `required` (the file was named with `--config`).
  static func loadOrExit(path: String, required: Bool) throws -> ConfigurationFile? {
    do {
      let bytes: [UInt8]
      do {
        // Read as sources are: a FIFO named `.weaver.yaml` is reported, not waited on.
        bytes = try DiskSourceReader().contents(of: path)
      } catch let error as SystemError where error.code == ENOENT && !required {
        return nil
      }
      return try load(bytes, path: path)
    } catch let invalid as Invalid {
      try ConsoleOutput.standardError.report(invalid.diagnostics.sorted(), quiet: false)
      throw CLIError.exit(ExitStatus.usage)
    } catch {
      throw CLIError.io("cannot read configuration file '\(path)': \(SystemError(error))")
    }
  }

  /// Parses the file's bytes.
  static func load(_ data: [UInt8], path: String) throws(Invalid) -> ConfigurationFile? {
    guard let text = String(bytes: data, encoding: .utf8) else {
      throw Invalid(diagnostics: [
        .error(.invalidConfiguration, ConfigurationMessages.notUTF8, at: SourceLocation(path: path, line: 1, column: 1))
      ])
    }
    let node: Node?
    do {
      node = try ConfigurationYAML.compose(text)
    } catch {
      let location = SourceLocation(path: path, line: error.line, column: error.column)
      throw Invalid(diagnostics: [.error(.invalidConfiguration, error.message, at: location)])
    }
    guard let node else { return ConfigurationFile() }
    guard let mapping = node.mapping else {
      throw Invalid(diagnostics: [
        .error(.invalidConfiguration, ConfigurationMessages.notAMapping, at: location(of: node, in: path))
      ])
    }
    let base = PathNormalizer.deletingLastPathComponent(of: path)
    var file = ConfigurationFile()
    var diagnostics: [Diagnostic] = []
    for (keyNode, value) in mapping {
      let name = ConfigurationYAML.spelling(of: keyNode)
      guard let key = Key(rawValue: name) else {
        if let weaver = file.readWeaverKey(name, keyNode: keyNode, value: value, relativeTo: base, path: path) {
          if weaver.severity == .error { diagnostics.append(weaver) } else { file.warnings.append(weaver) }
          continue
        }
        let known = Key.allCases.map(\.rawValue)
        diagnostics.append(
          .error(
            .invalidConfiguration,
            ConfigurationMessages.unknownKey(
              name, known: known, suggestion: NameSuggestion.closest(to: name, among: known)),
            at: location(of: keyNode, in: path)))
        continue
      }
      do {
        try file.read(key, from: value, relativeTo: base)
        file.keyLocations[key.rawValue] = location(of: keyNode, in: path)
      } catch {
        diagnostics.append(.error(.invalidConfiguration, error.message, at: location(of: value, in: path)))
      }
    }
    guard diagnostics.isEmpty else { throw Invalid(diagnostics: diagnostics + file.warnings) }
    return file
  }

  /// A key whose value has the wrong shape; its message becomes an `invalid-configuration`
  /// diagnostic at the value.
  struct WrongValue: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  mutating func read(_ key: Key, from value: Node, relativeTo base: String) throws(WrongValue) {
    switch key {
    case .inputPath: inputPaths = try Self.paths(value, key: key, base: base)
    case .modules:
      guard let mapping = value.mapping else { throw WrongValue(message: ConfigurationMessages.expectedModules) }
      modules = try mapping.map { (name, paths) throws(WrongValue) in
        guard let name = name.scalar?.string else { throw WrongValue(message: ConfigurationMessages.expectedModules) }
        return NamedModule(name: name, paths: try Self.paths(paths, key: key, base: base))
      }
    case .ignoredPath: ignoredPaths = try Self.paths(value, key: key, base: base)
    case .outputPath: outputPath = Self.resolve(try Self.string(value, key: key), base: base)
    case .outputDirectory: outputDirectory = Self.resolve(try Self.string(value, key: key), base: base)
    case .outputFile: outputFile = Self.resolve(try Self.string(value, key: key), base: base)
    case .moduleName: moduleName = try Self.string(value, key: key)
    case .project: project = try Self.string(value, key: key)
    case .warningsAsErrors: warningsAsErrors = try Self.bool(value, key: key)
    case .quiet: quiet = try Self.bool(value, key: key)
    case .defaultIsolation:
      let text = try Self.string(value, key: key)
      guard let isolation = DefaultIsolation(rawValue: text) else {
        throw WrongValue(
          message: ConfigurationMessages.expectedOneOf(key.rawValue, DefaultIsolation.allCases.map(\.rawValue)))
      }
      defaultIsolation = isolation
    case .mainActorTypes: mainActorTypes = try Self.strings(value, key: key)
    case .globalActors: globalActors = try Self.strings(value, key: key)
    }
  }

  private static func string(_ node: Node, key: Key) throws(WrongValue) -> String {
    guard let scalar = node.scalar else {
      throw WrongValue(message: ConfigurationMessages.expectedString(key.rawValue))
    }
    return scalar.string
  }

  private static func bool(_ node: Node, key: Key) throws(WrongValue) -> Bool {
    guard let value = node.bool else { throw WrongValue(message: ConfigurationMessages.expectedBool(key.rawValue)) }
    return value
  }

  private static func paths(_ node: Node, key: Key, base: String) throws(WrongValue) -> [String] {
    do {
      return try strings(node, key: key).map { resolve($0, base: base) }
    } catch {
      throw WrongValue(message: ConfigurationMessages.expectedPaths(key.rawValue))
    }
  }

  /// A string, or a list of strings.
  private static func strings(_ node: Node, key: Key) throws(WrongValue) -> [String] {
    if let scalar = node.scalar { return [scalar.string] }
    guard let sequence = node.sequence else {
      throw WrongValue(message: ConfigurationMessages.expectedStrings(key.rawValue))
    }
    var strings: [String] = []
    for element in sequence {
      guard let scalar = element.scalar else {
        throw WrongValue(message: ConfigurationMessages.expectedStrings(key.rawValue))
      }
      strings.append(scalar.string)
    }
    return strings
  }

  static func resolve(_ path: String, base: String) -> String {
    path.isEmpty || path.hasPrefix("/") || base.isEmpty || base == "." ? path : PathNormalizer.join(base, path)
  }

  static func location(of node: Node, in path: String) -> SourceLocation {
    SourceLocation(path: path, line: node.line, column: node.column)
  }

}

/// Messages about `.weaver.yaml` (id `invalid-configuration`).
enum ConfigurationMessages {
  static let notUTF8 = "configuration file is not valid UTF-8"
  static let notAMapping = "configuration must be a mapping of option names to values"

  static func unknownKey(_ key: String, known: [String], suggestion: String?) -> String {
    if let suggestion { return "unknown configuration key '\(key)'; did you mean '\(suggestion)'?" }
    return "unknown configuration key '\(key)'; known keys are \(known.map { "'\($0)'" }.joined(separator: ", "))"
  }

  static let expectedModules =
    "'modules' takes a mapping of module names to a path or a list of paths (App: App, Profile: [Features/Profile])"

  static func expectedString(_ key: String) -> String { "'\(key)' takes a string" }
  static func expectedBool(_ key: String) -> String { "'\(key)' takes true or false" }
  static func expectedPaths(_ key: String) -> String { "'\(key)' takes a path or a list of paths" }
  static func expectedStrings(_ key: String) -> String { "'\(key)' takes a name or a list of names" }

  static func expectedOneOf(_ key: String, _ values: [String]) -> String {
    "'\(key)' takes one of \(values.map { "'\($0)'" }.joined(separator: ", "))"
  }
}
