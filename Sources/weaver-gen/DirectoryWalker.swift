import Foundation

/// Lists `.swift` files below a directory without following directory symlinks, skipping hidden
/// entries, `.build*` directories and ignored paths. Anything else named `*.swift` is listed, so
/// that a file which cannot be read (a dangling symlink, a FIFO) is reported rather than skipped.
struct DirectoryWalker {
  /// Absolute, normalised ignored paths.
  let ignored: Set<String>

  func isIgnored(_ path: String) -> Bool {
    guard !ignored.isEmpty else { return false }
    var candidate = PathNormalizer.absolute(path)
    while true {
      if ignored.contains(candidate) { return true }
      guard let slash = candidate.lastIndex(of: "/"), slash != candidate.startIndex else { return false }
      candidate = String(candidate[..<slash])
    }
  }

  /// The modules below `directory`: each with its name, its folder and its Swift files. A SwiftPM
  /// sources folder (`isSwiftPMSourcesFolder`) gives one module per subdirectory; any other
  /// directory is one module named after it, however its files are spread over subfolders (an
  /// Xcode target's folder often holds only groups: splitting it would form modules the build
  /// does not have, and generate code that calls initializers across a boundary that is not there).
  func modules(in directory: String) throws(CLIError) -> [(
    name: String, folder: String, files: [String]
  )] {
    let entries = try list(directory)
    guard Self.isSwiftPMSourcesFolder(directory),
      !entries.contains(where: { $0.kind == .file && $0.name.hasSuffix(".swift") })
    else {
      return [(PathNormalizer.lastComponent(of: directory), directory, try swiftFiles(in: directory, entries: entries))]
    }
    var modules: [(name: String, folder: String, files: [String])] = []
    for entry in entries where entry.kind == .directory && !entry.isLink {
      let path = PathNormalizer.join(directory, entry.name)
      let files = try swiftFiles(in: path, entries: try list(path))
      if !files.isEmpty { modules.append((entry.name, path, files)) }
    }
    return modules
  }

  /// Whether `directory` is where SwiftPM looks for a package's targets, one per subdirectory: a
  /// folder named `Sources`, or one of SwiftPM's other names for it (`Source`, `src`, `srcs`)
  /// beside a `Package.swift`.
  static func isSwiftPMSourcesFolder(_ directory: String) -> Bool {
    let name = PathNormalizer.lastComponent(of: PathNormalizer.absolute(directory))
    if name == "Sources" { return true }
    guard ["Source", "src", "srcs"].contains(name) else { return false }
    let parent = (PathNormalizer.absolute(directory) as NSString).deletingLastPathComponent
    return FileManager.default.fileExists(atPath: PathNormalizer.join(parent, "Package.swift"))
  }

  private func swiftFiles(in directory: String, entries: [Entry]) throws(CLIError) -> [String] {
    var files: [String] = []
    for entry in entries {
      let path = PathNormalizer.join(directory, entry.name)
      switch entry.kind {
      case .file where entry.name.hasSuffix(".swift"):
        files.append(path)
      case .directory where !entry.isLink:
        files += try swiftFiles(in: path, entries: try list(path))
      case .missing where entry.isLink && entry.name.hasSuffix(".swift"),
        .unreachable where entry.name.hasSuffix(".swift"):
        // A dangling symlink to a Swift file (or a loop of them) is a source that cannot be read:
        // reading it reports that, where skipping it would hide a broken checkout.
        files.append(path)
      default:
        break
      }
    }
    return files
  }

  struct Entry {
    var name: String
    var kind: FileKind
    var isLink: Bool
  }

  /// The visible, not ignored entries of a directory.
  private func list(_ directory: String) throws(CLIError) -> [Entry] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw .unreadableDirectory(directory, SystemError(error).description)
    }
    var entries: [Entry] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = PathNormalizer.join(directory, name)
      guard !isIgnored(path) else { continue }
      let isLink = FileKind.isSymbolicLink(path)
      let kind = FileKind.of(path, followingLinks: true)
      if kind == .directory && name.hasPrefix(".build") { continue }
      entries.append(Entry(name: name, kind: kind, isLink: isLink))
    }
    return entries
  }
}

/// What is at a path.
enum FileKind: Equatable {
  case missing
  case file
  case directory
  /// Something is there that cannot be looked at: a symbolic link loop, a folder without
  /// permission; the error says which.
  case unreachable(SystemError)

  static func of(_ path: String, followingLinks: Bool) -> FileKind {
    var info = stat()
    let status = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard status == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreachable(.last) }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
  }

  static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }
}
