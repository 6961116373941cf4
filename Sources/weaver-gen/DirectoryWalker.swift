import WeaverGenCore

#if canImport(FoundationEssentials) && canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

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

  /// A Swift file found below an input directory, with its real path (`FileClaims`' identity).
  struct File {
    var path: String
    var identity: String
  }

  /// The modules below `directory`: each with its name, its folder and its Swift files. A SwiftPM
  /// sources folder (`isSwiftPMSourcesFolder`) gives one module per subdirectory; any other
  /// directory is one module named after it, however its files are spread over subfolders (an
  /// Xcode target's folder often holds only groups: splitting it would form modules the build
  /// does not have, and generate code that calls initializers across a boundary that is not there).
  func modules(in directory: String) throws(CLIError) -> [(
    name: String, folder: String, files: [File]
  )] {
    let entries = try list(directory)
    let root = RealRoot(directory)
    guard Self.isSwiftPMSourcesFolder(directory),
      !entries.contains(where: { $0.kind == .file && $0.name.hasSuffix(".swift") })
    else {
      return [
        (
          PathNormalizer.lastComponent(of: directory), directory,
          try swiftFiles(in: directory, entries: entries, root: root)
        )
      ]
    }
    var modules: [(name: String, folder: String, files: [File])] = []
    for entry in entries where entry.kind == .directory && !entry.isLink {
      let path = PathNormalizer.join(directory, entry.name)
      let files = try swiftFiles(in: path, entries: try list(path), root: root)
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
    let parent = PathNormalizer.deletingLastPathComponent(of: PathNormalizer.absolute(directory))
    return FileManager.default.fileExists(atPath: PathNormalizer.join(parent, "Package.swift"))
  }

  /// Every Swift file below `directory`, in subfolders too, as one module's.
  func swiftFiles(below directory: String) throws(CLIError) -> [File] {
    try swiftFiles(in: directory, entries: try list(directory), root: RealRoot(directory))
  }

  /// The Swift files below `directory`, in the order a depth-first walk of its sorted entries
  /// lists them. Its folders are listed level by level until there are enough of them to share
  /// out (or none is left), then walked side by side, each on its own: a large module's folders
  /// hold thousands of files, each a few strings to make, and one core walked them all while the
  /// other waited. A folder that cannot be read stops the walk with the first such folder in that
  /// order, as a walk on one core does.
  private func swiftFiles(in directory: String, entries: [Entry], root: RealRoot) throws(CLIError) -> [File] {
    var items = entries.compactMap { item(for: $0, in: directory, root: root) }
    for _ in 0..<Self.levelsListedBeforeSharing {
      let folderCount = items.count { if case .folder = $0 { true } else { false } }
      guard folderCount > 0, folderCount < Self.foldersToShareOut else { break }
      var expanded: [Item] = []
      for item in items {
        guard case .folder(let path) = item else {
          expanded.append(item)
          continue
        }
        do {
          expanded += try list(path).compactMap { self.item(for: $0, in: path, root: root) }
        } catch {
          expanded.append(.unreadable(error))
        }
      }
      items = expanded
    }
    let folders = items.compactMap { if case .folder(let path) = $0 { path } else { nil } }
    var walked = folders.concurrentMap { path in
      Result { () throws(CLIError) in
        var files: [File] = []
        try addSwiftFiles(in: path, entries: try list(path), root: root, to: &files)
        return files
      }
    }[...]
    var files: [File] = []
    for item in items {
      switch item {
      case .file(let file): files.append(file)
      case .folder: files += try walked.removeFirst().get()
      case .unreadable(let error): throw error
      }
    }
    return files
  }

  /// How many folders make enough tasks to share out over the cores, whatever their sizes.
  private static let foldersToShareOut = 8
  /// How deep the folders are listed before sharing them out, at most.
  private static let levelsListedBeforeSharing = 3

  /// A Swift file found, a folder still to walk, or one that could not be listed.
  private enum Item {
    case file(File)
    case folder(String)
    case unreadable(CLIError)
  }

  /// What `entry` of `directory` adds to the walk: a Swift file, a folder to walk, or nothing.
  private func item(for entry: Entry, in directory: String, root: RealRoot) -> Item? {
    let path = PathNormalizer.join(directory, entry.name)
    switch entry.kind {
    case .file where entry.name.hasSuffix(".swift"):
      return .file(File(path: path, identity: entry.isLink ? FileClaims.identity(of: path) : root.identity(of: path)))
    case .directory where !entry.isLink:
      return .folder(path)
    case .missing where entry.isLink && entry.name.hasSuffix(".swift"),
      .unreachable where entry.name.hasSuffix(".swift"):
      // A dangling symlink to a Swift file (or a loop of them) is a source that cannot be read:
      // reading it reports that, where skipping it would hide a broken checkout.
      return .file(File(path: path, identity: FileClaims.identity(of: path)))
    default:
      return nil
    }
  }

  /// Appends to one list, where returning a list per folder copied every file once per level.
  private func addSwiftFiles(in directory: String, entries: [Entry], root: RealRoot, to files: inout [File])
    throws(CLIError)
  {
    for entry in entries {
      switch item(for: entry, in: directory, root: root) {
      case .file(let file): files.append(file)
      case .folder(let path): try addSwiftFiles(in: path, entries: try list(path), root: root, to: &files)
      case .unreadable(let error): throw error
      case nil: break
      }
    }
  }

  struct Entry {
    var name: String
    var kind: FileKind
    var isLink: Bool
  }

  /// The visible, not ignored entries of a directory.
  private func list(_ directory: String) throws(CLIError) -> [Entry] {
    let unsorted = try Self.names(in: directory)
    // In `<`'s order, found comparing integers (`NameOrder`): `<` on each pair of names was most
    // of listing a folder, before any file is read.
    let order = NameOrder.sortedPositions(of: unsorted.map(\.name))
    var entries: [Entry] = []
    entries.reserveCapacity(unsorted.count)
    for (name, type) in order.lazy.map({ unsorted[$0] }) where name.utf8.first != UInt8(ascii: ".") {
      // The path is made only to ask about it: the entry is named by the folder and its name.
      if !ignored.isEmpty, isIgnored(PathNormalizer.join(directory, name)) { continue }
      // The entry's type as the directory records it, where it does: an `lstat` of each of a large
      // module's 6,000 files was most of the walk. A link, or a file system that records no type,
      // is looked at.
      let (kind, isLink) =
        switch type {
        case UInt8(DT_DIR): (FileKind.directory, false)
        case UInt8(DT_LNK), UInt8(DT_UNKNOWN): FileKind.entry(at: PathNormalizer.join(directory, name))
        default: (FileKind.file, false)
        }
      if kind == .directory && name.hasPrefix(".build") { continue }
      entries.append(Entry(name: name, kind: kind, isLink: isLink))
    }
    return entries
  }
}

extension DirectoryWalker {
  /// The real path of a walk's input directory. The walk follows no directory link below it, so
  /// a file below that is not itself a link has the real path of the directory joined with the
  /// rest of its path: one `realpath` per walk instead of one per file, which resolves every
  /// component of the path again (0.09 s of a 6,000-file run).
  fileprivate struct RealRoot {
    let given: String
    let real: String

    init(_ directory: String) {
      given = directory
      real = FileClaims.identity(of: directory)
    }

    func identity(of path: String) -> String {
      // An input given by its real path (an absolute one without links) names its files by theirs.
      if given == real { return path }
      // `path` starts with `given`: cut by bytes, where dropping characters walks grapheme
      // clusters (a quarter of the walk over a 6,000-file module).
      let below =
        given == "." ? "/" + path : String(path[path.utf8.index(path.startIndex, offsetBy: given.utf8.count)...])
      return real == "/" ? below : real + below
    }
  }

  /// The names in a directory, read as bytes, with the type of each entry (`DT_DIR`, …). A name
  /// that is not UTF-8 cannot be named in a diagnostic, a module name or generated code, and once
  /// made the file look missing, so it was skipped without a word: a visible `.swift` file or
  /// folder so named is an error (74) instead.
  fileprivate static func names(in directory: String) throws(CLIError) -> [(name: String, type: UInt8)] {
    guard let stream = opendir(directory) else { throw .unreadableDirectory(directory, SystemError.last.description) }
    defer { closedir(stream) }
    var names: [(name: String, type: UInt8)] = []
    var undecodable: [String] = []
    while let entry = readdir(stream) {
      // The name checked as UTF-8 in place, then decoded: Foundation's `String(bytes:encoding:)`
      // and the standard library's `String(validating:as:)` both ran unspecialized, looking up
      // generic metadata for each of a large module's 6,000 names, on one core before the
      // scanning starts (docs/performance.md, stop 54).
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        raw.withMemoryRebound(to: UInt8.self) { all -> String? in
          let bytes = UnsafeBufferPointer(rebasing: all[..<(all.firstIndex(of: 0) ?? all.endIndex)])
          return UTF8Validator.firstInvalidOffset(in: bytes) == nil ? String(decoding: bytes, as: UTF8.self) : nil
        }
      }
      if let name {
        if name != "." && name != ".." { names.append((name, entry.pointee.d_type)) }
        continue
      }
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if bytes.first != UInt8(ascii: "."),
        bytes.hasSuffix(Array(".swift".utf8)) || isDirectory(entry, in: dirfd(stream))
      {
        undecodable.append(PathNormalizer.join(directory, String(decoding: bytes, as: UTF8.self)))
      }
    }
    guard undecodable.isEmpty else {
      throw CLIError(
        status: ExitStatus.ioError,
        errors: undecodable.sorted().map {
          "cannot read '\($0)': its name is not valid UTF-8 (shown with U+FFFD), which weaver-gen cannot name in diagnostics or code; rename it"
        })
    }
    return names
  }

  private static func isDirectory(_ entry: UnsafeMutablePointer<dirent>, in folder: Int32) -> Bool {
    var info = stat()
    let found = withUnsafeBytes(of: entry.pointee.d_name) { name in
      fstatat(folder, name.bindMemory(to: CChar.self).baseAddress!, &info, 0) == 0
    }
    return found && info.st_mode & S_IFMT == S_IFDIR
  }
}

extension Array where Element == UInt8 {
  fileprivate func hasSuffix(_ suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
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

  /// What is at a directory entry, through it when it is a symbolic link, and whether it is one:
  /// one `lstat`, and a `stat` only for a link.
  static func entry(at path: String) -> (kind: FileKind, isLink: Bool) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return (of(path, followingLinks: false), false) }
    guard info.st_mode & S_IFMT == S_IFLNK else {
      return ((info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file, false)
    }
    return (of(path, followingLinks: true), true)
  }
}
