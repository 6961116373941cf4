import Foundation

/// A folder weaver-gen writes into, held open by descriptor so that every file it creates,
/// compares, renames or removes is named relative to that very folder: a folder swapped for a
/// symbolic link while the run goes on cannot redirect a write.
///
/// A build tool runs as root in CI with other tools writing beside it, so files are created
/// exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`) under an unpredictable temporary name, then renamed
/// into place; a symbolic link at an output path or a module folder is refused, never written
/// through; and only a file whose owner rule says weaver-gen wrote it is replaced.
final class OutputFolder {
  /// The path as the user gave it (for messages).
  let path: String
  private let descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// A folder the user named (`--output-path`, `--output-directory`, the folder of
  /// `--output-file`), created with its parents when missing. A symbolic link here is followed:
  /// the user chose the path.
  static func named(_ path: String) throws(CLIError) -> OutputFolder {
    try createWithParents(path)
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw CLIError.io("cannot open output folder '\(path)': \(SystemError.last)")
    }
    return OutputFolder(path: path, descriptor: descriptor)
  }

  /// `mkdir -p`, reporting the first folder that cannot be made in the system's words.
  private static func createWithParents(_ path: String) throws(CLIError) {
    var folder = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      folder += (folder.isEmpty || folder.hasSuffix("/") ? "" : "/") + component
      guard mkdir(folder, 0o777) != 0, errno != EEXIST else { continue }
      throw CLIError.io("cannot create output folder '\(folder)': \(SystemError.last)")
    }
  }

  /// The folder `name` inside this one, created when missing and `create` is set; `nil` when it
  /// is missing and not created. A symbolic link or anything but a folder is refused: weaver-gen
  /// names module folders itself, and does not write where a link planted there points.
  func subfolder(_ name: String, create: Bool) throws(CLIError) -> OutputFolder? {
    let path = PathNormalizer.join(self.path, name)
    if create, mkdirat(descriptor, name, 0o777) != 0, errno != EEXIST {
      throw CLIError.io("cannot create folder '\(path)': \(SystemError.last)")
    }
    let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if child >= 0 { return OutputFolder(path: path, descriptor: child) }
    let failure = errno
    if failure == ENOENT && !create { return nil }
    if let mode = mode(of: name), mode & S_IFMT != S_IFDIR {
      throw CLIError.io(
        "refusing to write into '\(path)': it is \(SystemError.kindName(ofMode: mode)), not a folder; "
          + "weaver-gen writes only into module folders it creates; remove it or choose another output")
    }
    throw CLIError.io("cannot open folder '\(path)': \(SystemError(errno: failure))")
  }

  /// Waits for, then holds until this folder is closed, an exclusive advisory lock on it, so that
  /// two runs writing into one output folder take turns instead of removing each other's
  /// temporary files. A file system that has no such locks (some network ones) gets none: the
  /// run goes on as it would have without the lock, rather than failing every build there.
  func lock() throws(CLIError) {
    while flock(descriptor, LOCK_EX) != 0 {
      switch errno {
      case EINTR: continue
      case ENOLCK, EOPNOTSUPP, ENOTSUP: return
      default: throw CLIError.io("cannot lock '\(path)': \(SystemError.last)")
      }
    }
  }

  /// The names in this folder, sorted; none when it cannot be listed.
  func entries() -> [String] {
    let copy = dup(descriptor)
    guard copy >= 0, let directory = fdopendir(copy) else { return [] }
    defer { closedir(directory) }
    rewinddir(directory)
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// `lstat` of an entry: its mode, or `nil` when it does not exist.
  func mode(of name: String) -> mode_t? {
    var info = stat()
    return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info.st_mode : nil
  }

  /// Writes the sections, one after the other, to `name`, unless it already holds exactly these
  /// bytes; returns whether it wrote. An existing file must be a regular file (not a link) that is
  /// empty or that `owner` recognises as weaver-gen's, else nothing is written.
  @discardableResult
  func write(_ sections: [String], to name: String, owner: OwnedFileRule) throws(CLIError) -> Bool {
    let path = PathNormalizer.join(self.path, name)
    let existing = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    if existing >= 0 {
      defer { close(existing) }
      try owner.check(existing, at: path)
      if FileContentsComparer.file(existing, holds: sections) { return false }
    } else if errno != ENOENT {
      let failure = errno
      if let mode = mode(of: name), mode & S_IFMT == S_IFLNK {
        throw CLIError.io(
          "refusing to write '\(path)': it is a symbolic link, and weaver-gen writes only regular files; "
            + "remove the link or choose another output")
      }
      throw CLIError.io("cannot write '\(path)': \(SystemError(errno: failure))")
    }
    let (temporary, output) = try createTemporary(for: name)
    do {
      try BufferedFileOutput.write(sections, to: output)
      guard close(output) == 0 else { throw SystemError.last }
    } catch {
      unlinkat(descriptor, temporary, 0)
      throw CLIError.io("cannot write '\(path)': \(SystemError(error))")
    }
    guard renameat(descriptor, temporary, descriptor, name) == 0 else {
      let failure = SystemError.last
      unlinkat(descriptor, temporary, 0)
      throw CLIError.io("cannot write '\(path)': \(failure)")
    }
    return true
  }

  /// A new file for the bytes of `name`, created exclusively under a random name (`.<name>.weaver-gen-<random>.tmp`):
  /// whatever is planted at a name an attacker could guess is never opened.
  private func createTemporary(for name: String) throws(CLIError) -> (name: String, descriptor: Int32) {
    for _ in 0..<8 {
      let temporary = TemporaryFileName.make(for: name)
      let output = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if output >= 0 { return (temporary, output) }
      guard errno == EEXIST else {
        throw CLIError.io("cannot write '\(PathNormalizer.join(path, name))': \(SystemError.last)")
      }
    }
    throw CLIError.io("cannot write '\(PathNormalizer.join(path, name))': no free temporary file name")
  }

  /// Removes `name` when it is a regular file (not a link) that `owner` recognises as weaver-gen's;
  /// returns whether it did.
  func removeFile(_ name: String, owner: OwnedFileRule) throws(CLIError) -> Bool {
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { return false }
    defer { close(file) }
    guard owner.owns(file) else { return false }
    guard unlinkat(descriptor, name, 0) == 0 else {
      throw CLIError.io("cannot remove stale '\(PathNormalizer.join(path, name))': \(SystemError.last)")
    }
    return true
  }

  /// Removes the temporary files an earlier run left behind (killed while writing) for the files
  /// that `isOutput` says this folder receives; the lock keeps a running run's files safe.
  func removeStaleTemporaries(where isOutput: (String) -> Bool) -> [String] {
    var problems: [String] = []
    for name in entries() {
      guard let output = TemporaryFileName.output(of: name), isOutput(output), let mode = mode(of: name),
        mode & S_IFMT == S_IFREG || mode & S_IFMT == S_IFLNK
      else { continue }
      if unlinkat(descriptor, name, 0) != 0 {
        problems.append("cannot remove stale temporary '\(PathNormalizer.join(path, name))': \(SystemError.last)")
      }
    }
    return problems
  }

  /// Removes the folder `name` when it is empty.
  func removeFolderIfEmpty(_ name: String) {
    unlinkat(descriptor, name, AT_REMOVEDIR)
  }
}

/// The names of weaver-gen's temporary files: `.<output>.weaver-gen-<random>.tmp`, hidden, tied to
/// the output they become, and unpredictable.
enum TemporaryFileName {
  private static let infix = ".weaver-gen-"
  private static let suffix = ".tmp"
  private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")

  static func make(for output: String) -> String {
    var generator = SystemRandomNumberGenerator()
    let random = String((0..<16).map { _ in alphabet.randomElement(using: &generator)! })
    return "." + output + infix + random + suffix
  }

  /// The output a temporary file of this name was for, or `nil` when weaver-gen did not name it
  /// (earlier versions used the process id as the random part, and are recognised too).
  static func output(of name: String) -> String? {
    guard name.hasPrefix("."), name.hasSuffix(suffix), let range = name.range(of: infix, options: .backwards)
    else { return nil }
    let random = name[range.upperBound..<name.index(name.endIndex, offsetBy: -suffix.count)]
    guard !random.isEmpty, random.allSatisfy({ alphabet.contains($0) }) else { return nil }
    let output = name[name.index(after: name.startIndex)..<range.lowerBound]
    return output.isEmpty ? nil : String(output)
  }
}
