import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which module each Swift file belongs to when several inputs reach the same file.
///
/// A file is identified by its real path, so `Sources/A.swift`, `./Sources/A.swift` and a symlink
/// to it are one file: reading it twice would report its types as declared twice, and a file in
/// two modules would print every diagnostic twice. The winner does not depend on the order of the
/// inputs: a directory input beats a file named directly (the file is part of that directory's
/// module), an outer directory beats an inner one (it reads the inner one recursively), and then
/// the module name and the path's spelling decide.
struct FileClaims {
  /// How a file was reached; smaller is stronger.
  enum Strength: Comparable {
    /// Below a directory input with this many path components.
    case directory(depth: Int)
    /// Named directly on the command line.
    case named
  }

  private struct Claim {
    var module: String
    var path: String
    var strength: Strength

    func beats(_ other: Claim) -> Bool {
      (strength, module, path) < (other.strength, other.module, other.path)
    }
  }

  /// The winning claim of each file, in the order the files were first claimed: the walker's
  /// order, nearly sorted by path already, which the sort of each module's files then runs through
  /// (a table's order would have it compare long shared prefixes `n log n` times).
  private var claims: [Claim] = []
  /// Where each file's claim is in `claims`, by identity.
  private var positions: [Identity: Int] = [:]

  /// A file's real path as the table's key, hashed through its digest (`NameDigest`, a
  /// multiplication per eight bytes): the standard library's hash of a path of a hundred bytes, and
  /// the lookup around it, took about 900 instructions, for each of a module's files, on one core
  /// before any file is read (docs/performance.md, stop 70).
  private struct Identity: Hashable {
    let path: String
    let digest: UInt64

    init(_ path: String) {
      self.path = path
      digest = NameDigest.of(path)
    }

    static func == (lhs: Identity, rhs: Identity) -> Bool { lhs.digest == rhs.digest && lhs.path == rhs.path }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
  }

  /// Room for `count` more files: a table grown from empty hashed every file's real path (a
  /// hundred bytes and more) again at each doubling, 6,000 files for the bench app.
  mutating func reserveCapacity(forMore count: Int) {
    claims.reserveCapacity(claims.count + count)
    positions.reserveCapacity(positions.count + count)
  }

  /// `identity` is the file's real path when the caller knows it (`DirectoryWalker.File`).
  mutating func add(_ path: String, identity: String? = nil, module: String, strength: Strength) {
    let claim = Claim(module: module, path: path, strength: strength)
    let identity = Identity(identity ?? Self.identity(of: path))
    // One hash of the real path for a file claimed once, as nearly every file is: asked, then
    // inserted, each file's path was hashed twice. A file claimed again gets its position back.
    guard let position = positions.updateValue(claims.count, forKey: identity) else {
      claims.append(claim)
      return
    }
    positions[identity] = position
    if claim.beats(claims[position]) { claims[position] = claim }
  }

  /// The modules, sorted by name, each with its files sorted.
  var modules: [ModuleInput] {
    // A module's claims come in runs (the walker lists a module's files together): each run's
    // paths are added under its name, hashed once a run, where grouping hashed it for every file
    // and copied each claim.
    var paths: [String: [String]] = [:]
    var start = 0
    while start < claims.count {
      var end = start + 1
      while end < claims.count, claims[end].module == claims[start].module { end += 1 }
      paths[claims[start].module, default: []].append(contentsOf: claims[start..<end].lazy.map(\.path))
      start = end
    }
    return paths.map { ModuleInput(name: $0.key, files: $0.value.sorted()) }.sorted { $0.name < $1.name }
  }

  /// The real paths of files named one by one, with each folder resolved once: the build plugin
  /// names every file of a target (`--input-list`), and `realpath` of each file resolved every
  /// component of its path again (docs/performance.md, stop 42).
  struct NamedFileIdentities {
    /// The real path of each folder asked about, by its path as written.
    private var realFolders: [String: String] = [:]

    /// The real path of `path`, a file that `isLink` says whether it is a symbolic link. A file
    /// that is not a link is where its folder's real path and its name say; a link's target may be
    /// anywhere, so its path is resolved whole.
    mutating func identity(of path: String, isLink: Bool) -> String {
      guard !isLink else { return FileClaims.identity(of: path) }
      let folder = PathNormalizer.deletingLastPathComponent(of: path)
      let real: String
      if let known = realFolders[folder] {
        real = known
      } else {
        real = FileClaims.identity(of: folder.isEmpty ? "." : folder)
        realFolders[folder] = real
      }
      let name = PathNormalizer.lastPathComponent(of: path)
      return real == "/" ? "/" + name : real + "/" + name
    }
  }

  /// The real path, or the normalised absolute path of a file that cannot be resolved (a dangling
  /// symlink, reported when it is read).
  static func identity(of path: String) -> String {
    guard let resolved = realpath(path, nil) else { return PathNormalizer.absolute(path) }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
