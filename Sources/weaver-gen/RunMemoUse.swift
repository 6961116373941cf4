import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `generate` hands its analysis to reuse the last run's memo (`RunMemo`, docs/architecture.md
/// "The run memo"): the run's arguments, which the memo's key covers, and how to tell that the
/// files the memo names are in place.
struct RunMemoUse {
  /// The command line as given, argument files expanded.
  var arguments: [String]
  /// Whether the output holds the memo's files as a run would leave them (`OutputWriter.holds`).
  var outputsHold: (RunMemo) -> Bool

  /// The key of everything a run with these options and files reads (`RunMemoKey`): the tool's
  /// build, the working directory the paths are relative to, the arguments, the configuration
  /// file's bytes, and each module with its files' summaries. `nil` when the run reads something
  /// no key here covers: a configuration file found by looking in the working directory (where a
  /// file's appearing would change the run), an interface file, a file that could not be read.
  func key(options: EffectiveOptions, modules: [ModuleInput], records: [ModuleCacheRecord]) -> ContentDigest? {
    guard options.isConfigurationNamed, options.interfaces.isEmpty, modules.count == records.count,
      let tool = ToolIdentity.current, let directory = Self.workingDirectory()
    else { return nil }
    var key = RunMemoKey()
    key.add(tool)
    key.add(directory)
    key.add(arguments.count)
    for argument in arguments { key.add(argument) }
    if let path = options.configurationPath {
      guard let bytes = try? DiskSourceReader().contents(of: path) else { return nil }
      key.add(true)
      key.add(bytes: bytes)
    } else {
      key.add(false)
    }
    key.add(modules.count)
    for (module, record) in zip(modules, records) {
      // A file that could not be read has no entry (and was reported).
      guard record.entries.count == module.files.count else { return nil }
      key.add(module.name)
      key.add(module.isDependency)
      key.add(record.entries.count)
      for entry in record.entries { key.add(entry) }
    }
    return key.digest
  }

  private static func workingDirectory() -> String? {
    guard let path = getcwd(nil, 0) else { return nil }
    defer { free(path) }
    return String(cString: path)
  }
}
