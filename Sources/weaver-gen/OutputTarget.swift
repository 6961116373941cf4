import ArgumentParser
import WeaverGenCore

/// Where generated files go, from exactly one of `--output-path`, `--output-directory` and
/// `--output-file`, and how many parts each module's code is split into (README, "Command line").
enum OutputTarget {
  /// `--output-path`: a folder per module, `<directory>/<Module>/`, holding its parts.
  case moduleFolders(String, partCount: Int?)
  /// `--output-directory`: the parts of a single module, directly in the directory, every one of
  /// them written, for build systems that declare their outputs before the tool runs.
  case partsDirectory(String, partCount: Int?)
  /// `--output-file`: a single module in exactly one file.
  case file(String)

  /// Fails with a usage error when no output or several are given, or when `--parts` asks a
  /// single file for more than one part.
  init(_ options: EffectiveOptions, partCount: Int?) throws {
    let given = [
      ("--output-path", "output_path", options.outputPath),
      ("--output-directory", "output_directory", options.outputDirectory),
      ("--output-file", "output_file", options.outputFile),
    ]
    for (flag, key, value) in given where value?.isEmpty == true {
      let option = options.outputFromConfiguration ? "'\(key)' in the configuration file" : "'\(flag)'"
      throw ValidationError(
        "\(option) is empty: give the \(flag == "--output-file" ? "file" : "directory") to write to.")
    }
    switch (options.outputPath, options.outputDirectory, options.outputFile) {
    case (let directory?, nil, nil):
      self = .moduleFolders(directory, partCount: partCount)
    case (nil, let directory?, nil):
      self = .partsDirectory(directory, partCount: partCount)
    case (nil, nil, let file?):
      if let partCount, partCount != 1 {
        throw ValidationError("'--output-file' writes one file: give '--output-directory' to write \(partCount) parts.")
      }
      self = .file(file)
    case (nil, nil, nil):
      throw ValidationError(
        "Missing '--output-path <directory>', '--output-directory <directory>' or '--output-file <file>'.")
    default:
      throw ValidationError("Give one of '--output-path', '--output-directory' and '--output-file', not several.")
    }
  }

  /// The option that needs the inputs to form a single module, if this target is one.
  var singleModuleOption: String? {
    switch self {
    case .moduleFolders: nil
    case .partsDirectory: "--output-directory"
    case .file: "--output-file"
    }
  }

  /// How the core lays out each module's code: the parts `--parts` asks for, or the number the core
  /// works out from each module's files (one for `--output-file`).
  var layout: GeneratedFileLayout.Rule {
    switch self {
    case .moduleFolders(_, let partCount?), .partsDirectory(_, let partCount?): .parts(partCount)
    case .moduleFolders, .partsDirectory: .byInputFileCount
    case .file: .single
    }
  }
}
