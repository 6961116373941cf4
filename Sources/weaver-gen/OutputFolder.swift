import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder weaver-gen writes into, held open by descriptor so that every file it creates,
/// compares, renames or removes is named relative to that very folder: a folder swapped for a
/// symbolic link while the run goes on cannot redirect a write.
///
/// A build tool runs as root in CI with other tools writing beside it, so files are created
/// exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`) under an unpredictable temporary name, then put
/// in place only if the file there is still the one whose owner rule said weaver-gen wrote it (or
/// there is still none); a symbolic link at an output path or a module folder is refused, never
/// written through.
final class OutputFolder {
  /// The path as the user gave it (for messages).
  let path: String
  private let descriptor: Int32
  /// The open lock file while this run holds the folder's lock, else -1.
  private var lockDescriptor: Int32 = -1

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit {
    unlock()
    close(descriptor)
  }

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

  /// The lock file in a folder while a run writes into it (README, "Command line").
  static let lockFileName = ".weaver-gen.lock"

  /// Waits for, then holds until `unlock` (or until this folder is closed), an exclusive lock on
  /// `.weaver-gen.lock` in this folder, so that runs writing into it take turns instead of
  /// removing each other's temporary files. The lock belongs to the folder written, whatever path
  /// names it (a module folder of `--output-path` and the same `--output-directory` share it), and
  /// is a file weaver-gen owns, never the user's folder itself: a user's own `flock` on the folder
  /// does not block it. When another run holds it, the wait is said on standard error. A file
  /// system that has no locks (some network ones) gets none: the run goes on as it would have.
  func lock() throws(CLIError) {
    let lockPath = PathNormalizer.join(path, Self.lockFileName)
    while true {
      let file = openat(descriptor, Self.lockFileName, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o666)
      // A folder this run may not write into needs no turn: an output already up to date there
      // is only read, and a write would fail and say why.
      if file < 0, [EACCES, EPERM, EROFS].contains(errno) { return }
      guard file >= 0 else {
        throw CLIError.io("cannot lock '\(path)': cannot open '\(lockPath)': \(SystemError.last)")
      }
      var info = stat()
      guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        close(file)
        throw CLIError.io("cannot lock '\(path)': '\(lockPath)' is not a regular file; remove it")
      }
      switch FileLock.acquire(
        file, waitingMessage: "waiting for another run writing into '\(path)' to finish (it holds '\(lockPath)')")
      {
      case .unsupported:
        unlinkat(descriptor, Self.lockFileName, 0)
        close(file)
        return
      case .failed(let error):
        close(file)
        throw CLIError.io("cannot lock '\(path)': \(error)")
      case .held:
        // The run before removed the file as it finished: lock the one at the name now.
        guard identity(of: Self.lockFileName) == FileIdentity(info) else {
          close(file)
          continue
        }
        lockDescriptor = file
        return
      }
    }
  }

  /// Removes the lock file and releases the lock, so that a finished run leaves nothing behind.
  /// Runs waiting on the removed file see that it is gone and lock the next one.
  func unlock() {
    guard lockDescriptor >= 0 else { return }
    unlinkat(descriptor, Self.lockFileName, 0)
    close(lockDescriptor)
    lockDescriptor = -1
  }

  /// The device and inode of an entry (not followed), or `nil` when it does not exist.
  private func identity(of name: String) -> FileIdentity? {
    var info = stat()
    return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? FileIdentity(info) : nil
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
  func mode(of name: String) -> mode_t? { stager.mode(of: name) }

  /// The digest of the bytes of `name` when it is a regular file (not a link) that can be read
  /// whole, else `nil`: what the run memo checks an output against.
  func digest(of name: String) -> ContentDigest? {
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    let isRead = bytes.withUnsafeMutableBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let count = read(file, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    return isRead ? bytes.withUnsafeBytes { ContentDigest(of: $0) } : nil
  }

  /// Writes the sections, one after the other, to `name`, unless it already holds exactly these
  /// bytes; returns whether it wrote (`stage`, then `commit`).
  @discardableResult
  func write(_ sections: [String], to name: String, owner: OwnedFileRule) throws(CLIError) -> Bool {
    guard let staged = try stage(sections, as: name, owner: owner) else { return false }
    try commit(staged)
    return true
  }

  /// A file's new bytes, complete in a temporary file beside it, not yet in place.
  struct StagedFile: Sendable {
    let name: String
    let temporary: String
    /// The file at `name` when its owner was checked, `nil` when there was none.
    let replaced: FileIdentity?
  }

  /// Writes the sections to a temporary file for `name`, unless it already holds them (`Stager.stage`).
  func stage(_ sections: [String], as name: String, owner: OwnedFileRule) throws(CLIError) -> StagedFile? {
    try stager.stage(sections, as: name, owner: owner)
  }

  /// What staging a file reads of the folder, as a value the stagings of a module's parts share
  /// across threads (`OutputWriter`).
  var stager: Stager { Stager(path: path, descriptor: descriptor) }

  /// Removes a staged file that will not be put in place.
  func discard(_ staged: StagedFile) {
    unlinkat(descriptor, staged.temporary, 0)
  }

  /// Puts a staged file in place, atomically, and only over the very file whose owner was checked:
  /// a file that appeared at the name since (there was none) or replaced the checked one is never
  /// replaced. Where there was none, the temporary is linked to the name, which fails when the name
  /// exists. Where there was one, the two are exchanged in one step (`renameat2` or `renameatx_np`)
  /// and the one taken out is checked; if it is not the one checked, the exchange is undone. A
  /// system or file system that cannot exchange or link gets the check and a rename right after.
  func commit(_ staged: StagedFile) throws(CLIError) {
    let path = PathNormalizer.join(self.path, staged.name)
    defer { unlinkat(descriptor, staged.temporary, 0) }
    let changed = CLIError.io(
      "refusing to overwrite '\(path)': another program \(staged.replaced == nil ? "created" : "replaced") it while weaver-gen wrote it; "
        + "check what else writes there, then run weaver-gen again")
    if let replaced = staged.replaced {
      switch FileExchange.exchange(descriptor, staged.temporary, staged.name) {
      case .done:
        guard identity(of: staged.temporary) == replaced else {
          _ = FileExchange.exchange(descriptor, staged.temporary, staged.name)
          throw changed
        }
        return
      case .failed(let error):
        throw CLIError.io("cannot write '\(path)': \(error)")
      case .unsupported:
        guard identity(of: staged.name) == replaced else { throw changed }
      }
    } else {
      if linkat(descriptor, staged.temporary, descriptor, staged.name, 0) == 0 { return }
      switch errno {
      case EEXIST: throw changed
      case EPERM, EOPNOTSUPP, ENOTSUP, EMLINK, ENOSYS: guard identity(of: staged.name) == nil else { throw changed }
      default: throw CLIError.io("cannot write '\(path)': \(SystemError.last)")
      }
    }
    guard renameat(descriptor, staged.temporary, descriptor, staged.name) == 0 else {
      throw CLIError.io("cannot write '\(path)': \(SystemError.last)")
    }
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

extension OutputFolder {
  /// The folder's path and descriptor, neither of which changes while the folder is open: staging
  /// reads nothing else of it, so a module's parts are staged on all cores (`OutputWriter`), each
  /// in its own temporary file. Valid while the `OutputFolder` it came from is.
  struct Stager: Sendable {
    let path: String
    let descriptor: Int32

    /// Writes the sections to a temporary file for `name`, unless `name` already holds exactly these
    /// bytes (then `nil`). An existing file must be a regular file (not a link) that is empty or that
    /// `owner` recognises as weaver-gen's, else nothing is written.
    func stage(_ sections: [String], as name: String, owner: OwnedFileRule) throws(CLIError) -> StagedFile? {
      let path = PathNormalizer.join(self.path, name)
      guard name != OutputFolder.lockFileName else {
        throw CLIError.io("refusing to write '\(path)': weaver-gen keeps its lock there; choose another output")
      }
      var replaced: FileIdentity?
      let existing = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      if existing >= 0 {
        defer { close(existing) }
        try owner.check(existing, at: path)
        if FileContentsComparer.file(existing, holds: sections) { return nil }
        var info = stat()
        guard fstat(existing, &info) == 0 else { throw CLIError.io("cannot write '\(path)': \(SystemError.last)") }
        replaced = FileIdentity(info)
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
      return StagedFile(name: name, temporary: temporary, replaced: replaced)
    }

    /// `lstat` of an entry: its mode, or `nil` when it does not exist.
    func mode(of name: String) -> mode_t? {
      var info = stat()
      return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info.st_mode : nil
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
  }
}

/// The names of weaver-gen's temporary files: `.<output>.weaver-gen-<random>.tmp`, hidden, tied to
/// the output they become, and unpredictable.
enum TemporaryFileName {
  private static let infix = ".weaver-gen-"
  private static let suffix = ".tmp"
  private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")

  /// A name for a temporary file of `output`, with 16 random characters: two 64-bit draws from the
  /// system's generator, eight characters from each (one draw a character was a `getrandom` call
  /// a character, 512 for the benchmark's 32 files).
  static func make(for output: String) -> String {
    var generator = SystemRandomNumberGenerator()
    var random = ""
    for _ in 0..<2 {
      var draw = generator.next()
      for _ in 0..<8 {
        random.append(alphabet[Int(draw % UInt64(alphabet.count))])
        draw /= UInt64(alphabet.count)
      }
    }
    return "." + output + infix + random + suffix
  }

  /// The output a temporary file of this name was for, or `nil` when weaver-gen did not name it
  /// (earlier versions used the process id as the random part, and are recognised too).
  static func output(of name: String) -> String? {
    guard name.hasPrefix("."), name.hasSuffix(suffix), let range = name.ranges(of: infix).last
    else { return nil }
    let random = name[range.upperBound..<name.index(name.endIndex, offsetBy: -suffix.count)]
    guard !random.isEmpty, random.allSatisfy({ alphabet.contains($0) }) else { return nil }
    let output = name[name.index(after: name.startIndex)..<range.lowerBound]
    return output.isEmpty ? nil : String(output)
  }
}
