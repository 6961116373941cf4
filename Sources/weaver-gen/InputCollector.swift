import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files below the input paths and groups them into modules (docs/architecture.md, "Inputs and
/// modules").
///
/// Below an input path, hidden entries and `.build*` directories are skipped and directory
/// symlinks are not followed; an input path itself is read as given. A directory holding no
/// `.swift` file directly but subdirectories that do is SwiftPM's `Sources/` layout: one module per
/// subdirectory. Any other directory is one module named after it. Files named directly form one
/// module named after their common parent directory. Modules with the same name are merged, and a
/// file reached by several inputs is read once (see `FileClaims`).
struct InputCollector {
  var inputPaths: [String]
  var ignoredPaths: [String]
  var moduleName: String?
  /// Modules named with their paths (`modules:` in `.weaver.yaml`): every Swift file below a path
  /// belongs to that module, whatever the folders are called.
  var namedModules: [ConfigurationFile.NamedModule] = []

  /// An ignored path that is empty (read as the working directory) or that covers an input path
  /// leaves nothing of that input to read: `validate` would pass a broken graph and `generate`
  /// blank the code, with exit status 0. Both are usage errors (64).
  private func checkIgnoredPaths() throws(CLIError) {
    for ignored in ignoredPaths {
      guard !ignored.isEmpty else {
        throw .usage("an ignored path is empty; give the file or directory to leave out")
      }
      let covered = PathNormalizer.absolute(ignored)
      let prefix = covered.hasSuffix("/") ? covered : covered + "/"
      for input in inputPaths {
        let path = PathNormalizer.absolute(input)
        guard path == covered || path.hasPrefix(prefix) else { continue }
        throw .usage(
          "ignored path '\(ignored)' covers the input path '\(input)', so nothing of it would be read; "
            + "ignore a path inside the input, or remove the input")
      }
    }
  }

  /// What the path is when it is neither a regular file nor a folder, in words.
  private static func specialKind(of path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { return nil }
    return SystemError.kindName(ofMode: info.st_mode)
  }

  /// The modules, and the folder of each module a directory input gave (where a module's own
  /// `.weaver.yaml` may be); of several folders giving one module, the first by path.
  func modules() throws(CLIError) -> (modules: [ModuleInput], folders: [String: String]) {
    try checkIgnoredPaths()
    let walker = DirectoryWalker(ignored: Set(ignoredPaths.map(PathNormalizer.absolute)))
    var claims = FileClaims()
    var folders: [String: String] = [:]
    var looseFiles: [(path: String, isLink: Bool)] = []
    for input in inputPaths {
      let path = PathNormalizer.trimmingTrailingSlashes(input)
      guard !walker.isIgnored(path) else { continue }
      // Through a link, and whether the path is one, which tells how to find a file's real path.
      let (kind, isLink) = FileKind.entry(at: path)
      switch kind {
      case .missing:
        throw .missingInput(input)
      case .unreachable(let error):
        throw .unreachableInput(input, error)
      case .file:
        guard path.hasSuffix(".swift") else { throw .notSwiftInput(input, kind: Self.specialKind(of: path)) }
        looseFiles.append((path, isLink))
      case .directory:
        let depth = PathNormalizer.absolute(path).split(separator: "/").count
        for (name, folder, files) in try walker.modules(in: path) {
          claims.reserveCapacity(forMore: files.count)
          for file in files {
            claims.add(file.path, identity: file.identity, module: name, strength: .directory(depth: depth))
          }
          folders[name] = min(folders[name] ?? folder, folder)
        }
      }
    }
    for module in namedModules {
      for input in module.paths {
        let path = PathNormalizer.trimmingTrailingSlashes(input)
        guard !walker.isIgnored(path) else { continue }
        switch FileKind.of(path, followingLinks: true) {
        case .missing: throw .missingInput(input)
        case .unreachable(let error): throw .unreachableInput(input, error)
        case .file:
          guard path.hasSuffix(".swift") else { throw .notSwiftInput(input, kind: Self.specialKind(of: path)) }
          claims.add(path, module: module.name, strength: .named)
        case .directory:
          let depth = PathNormalizer.absolute(path).split(separator: "/").count
          let files = try walker.swiftFiles(below: path)
          claims.reserveCapacity(forMore: files.count)
          for file in files {
            claims.add(file.path, identity: file.identity, module: module.name, strength: .directory(depth: depth))
          }
          folders[module.name] = min(folders[module.name] ?? path, path)
        }
      }
    }
    if !looseFiles.isEmpty {
      let name = PathNormalizer.commonParentName(of: looseFiles.map(\.path))
      var identities = FileClaims.NamedFileIdentities()
      for file in looseFiles {
        claims.add(
          file.path, identity: identities.identity(of: file.path, isLink: file.isLink), module: name, strength: .named)
      }
    }
    var modules = claims.modules
    if let moduleName {
      guard modules.count <= 1 else { throw .moduleNameNeedsOneModule(modules.map(\.name)) }
      let folder = modules.first.flatMap { folders[$0.name] }
      modules = modules.map { ModuleInput(name: moduleName, files: $0.files) }
      folders = folder.map { [moduleName: $0] } ?? [:]
    }
    for name in moduleName.map({ [$0] }) ?? modules.map(\.name) {
      if let reason = ModuleNameRule.problem(with: name) {
        throw .invalidModuleName(name, reason: reason, given: moduleName != nil)
      }
    }
    return (modules, folders)
  }
}

/// Why the inputs cannot be collected: missing or unreadable inputs are I/O failures (74), the
/// rest usage errors (64).
extension CLIError {
  static func missingInput(_ path: String) -> CLIError { .io("input path '\(path)' does not exist") }

  static func unreachableInput(_ path: String, _ error: SystemError) -> CLIError {
    .io("input path '\(path)' cannot be read: \(error)")
  }

  /// With what the path is when it is not a regular file (a FIFO, a socket …).
  static func notSwiftInput(_ path: String, kind: String?) -> CLIError {
    guard let kind else { return .usage("input path '\(path)' is neither a .swift file nor a directory") }
    return .usage("input path '\(path)' is \(kind), not a .swift file or a directory")
  }

  static func unreadableDirectory(_ path: String, _ reason: String) -> CLIError {
    .io("cannot read directory '\(path)': \(reason)")
  }

  static func moduleNameNeedsOneModule(_ names: [String]) -> CLIError {
    .usage(
      "'--module-name' needs the inputs to form one module, but they form \(names.count): \(names.joined(separator: ", "))"
    )
  }

  static func invalidModuleName(_ name: String, reason: String, given: Bool) -> CLIError {
    guard given else {
      return .usage(
        "invalid module name '\(name)', taken from its folder: \(reason); rename the folder, or give '--module-name' for a single module"
      )
    }
    return .usage(
      "invalid module name '\(name)': \(reason); a module's code is written to a folder of that name, so give a plain name"
    )
  }
}

/// What a module name may be: `--output-path` writes a module's code to `<output>/<Module>/`, so a
/// name is a single, printable path component. Empty, `.`, `..`, a name holding `/` or `\`, or a
/// control character would write beside or above the output folder, or forge a line in a build
/// log, so each is a usage error, whether the name was given or taken from a folder.
enum ModuleNameRule {
  /// Why `name` cannot name a module, or `nil` when it can.
  static func problem(with name: String) -> String? {
    switch name {
    case "": return "it is empty"
    case ".", "..": return "it is '\(name)'"
    default: break
    }
    if name.contains("/") || name.contains("\\") { return "it holds a path separator" }
    if ControlCharacterEscaping.needsEscaping(name) { return "it holds a control character" }
    return nil
  }
}
