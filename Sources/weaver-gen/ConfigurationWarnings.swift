import WeaverGenCore

/// Keys of a `.weaver.yaml` that a run does not read, reported as warnings at the key
/// (`invalid-configuration`), so that a setting that changes nothing is not met with silence:
///
/// * a module's own file (`Sources/App/.weaver.yaml`), when a command-line run reads it for that
///   module, gives only the module's concurrency settings and project;
/// * the build plugin passes a target's own file with `--config` and decides the inputs (the
///   target's files), the module name (the target's) and the output (its work folder) with flags,
///   which replace the file's: any run whose flags replace those keys says so.
///
/// Keys a flag merely overrides by design (`quiet`, `warnings_as_errors`, the concurrency keys)
/// are not reported: the file is their default, the flag a one-off choice.
enum ConfigurationWarnings {
  /// What a command-line run reads from a module's own file.
  static let moduleKeys = ["default_isolation", "main_actor_types", "global_actors", "project"]

  static func unreadInModuleFile(_ file: ConfigurationFile) -> [Diagnostic] {
    file.keyLocations.filter { !moduleKeys.contains($0.key) }.map { key, location in
      Diagnostic.warning(
        .invalidConfiguration, ConfigurationMessages.notReadInModuleFile(key, read: moduleKeys), at: location)
    }.sorted()
  }

  /// The run's own file's keys that flags replaced: the inputs, the module name, the output.
  static func replacedByFlags(
    _ file: ConfigurationFile, _ options: InputOptions, outputFlag: String?
  ) -> [Diagnostic] {
    var replaced: [(key: String, flag: String)] = []
    if !options.inputPaths.isEmpty || !options.inputLists.isEmpty {
      let flag = options.inputLists.isEmpty ? "--input-path" : "--input-list"
      replaced += [("input_path", flag), ("modules", flag)]
    }
    if options.moduleName != nil { replaced.append(("module_name", "--module-name")) }
    if let outputFlag {
      replaced += ["output_path", "output_directory", "output_file"].map { ($0, outputFlag) }
    }
    return replaced.compactMap { key, flag in
      file.keyLocations[key].map { location in
        Diagnostic.warning(.invalidConfiguration, ConfigurationMessages.replacedByFlag(key, flag: flag), at: location)
      }
    }.sorted()
  }
}

extension ConfigurationMessages {
  static func notReadInModuleFile(_ key: String, read: [String]) -> String {
    let list = read.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " and '\(read.last ?? "")'"
    return
      "'\(key)' is not read from a module's own .weaver.yaml, which gives only \(list) of its module; set it on the command line or in the .weaver.yaml of the folder weaver-gen runs in"
  }

  static func replacedByFlag(_ key: String, flag: String) -> String {
    "'\(key)' is not read: '\(flag)' on the command line replaces it (the build plugin always gives a target's files, name and output folder)"
  }
}
