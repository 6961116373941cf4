import WeaverGenCore

#if canImport(FoundationEssentials) && canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The folder `--analysis-cache` names, which weaver-gen owns: one file per module,
/// `<module>.cache`, holding the analysis of each of its files (docs/architecture.md,
/// "The analysis cache"), and `generate.memo`, what the last `generate` that reported nothing
/// wrote (`RunMemo`). The build plugin passes a folder in its work directory.
///
/// A cache only ever saves time, so nothing about it can fail a run: a file that is missing,
/// unreadable, corrupt or written by another build of the tool is read as empty, and a file that
/// cannot be written is left as it was. Files are written only when their bytes change, through a
/// temporary file in the folder and a rename, so a reader sees the old file or the new one.
struct AnalysisCacheFolder {
  let path: String
  /// The build of the tool (`ToolIdentity`): files another build wrote are not read.
  let tool: String
  /// The paths each module's file held, by file name, so that an unchanged file is neither encoded
  /// nor written again.
  private var loaded: [String: Set<String>] = [:]

  /// `nil` when the running tool cannot be identified: no cache can then be trusted.
  init?(path: String, tool: String? = ToolIdentity.current) {
    guard let tool else { return nil }
    self.path = path
    self.tool = tool
  }

  /// The entries of the modules' files that this build of the tool wrote.
  mutating func load(modules: [String]) -> AnalysisCache {
    var cache = AnalysisCache()
    for module in Set(modules).sorted() {
      let name = Self.fileName(forModule: module)
      guard let bytes = try? DiskSourceReader().contents(of: PathNormalizer.join(path, name)),
        let entries = try? AnalysisCacheFile.decode(bytes, tool: tool)
      else { continue }
      loaded[name] = Set(entries.map(\.path))
      cache.add(entries)
    }
    return cache
  }

  /// Writes each module's file when its entries changed: a file was analysed, or the module's
  /// files are not those its file held. A file that cannot be written is left as it was: the next
  /// run analyses what it cannot find, which is all a cache may cost.
  func store(_ records: [ModuleCacheRecord], of modules: [String]) {
    for (record, module) in zip(records, modules) {
      let name = Self.fileName(forModule: module)
      // Nothing analysed, and the file holds exactly the module's paths: rewriting it could at most
      // swap an entry for another as valid (one of a file that moved between modules).
      if record.analysedFileCount == 0, let paths = loaded[name], paths.count == record.entries.count,
        record.entries.allSatisfy({ paths.contains($0.path) })
      {
        continue
      }
      write(AnalysisCacheFile.encode(record.entries, tool: tool), to: name)
    }
  }

  /// The file of the run memo: no module's file name ends so.
  static let memoFileName = "generate.memo"

  /// The memo this build of the tool wrote last, if any.
  func loadMemo() -> RunMemo? {
    guard let bytes = try? DiskSourceReader().contents(of: PathNormalizer.join(path, Self.memoFileName)) else {
      return nil
    }
    return RunMemo.decode(bytes, tool: tool)
  }

  /// Writes the memo in place of the last, or leaves the last as it was when it cannot: a memo
  /// whose key no run has is never used.
  func store(_ memo: RunMemo) {
    write(memo.encode(tool: tool), to: Self.memoFileName)
  }

  /// The module's file name: its name with every byte but ASCII letters, digits, `_` and `-`
  /// written `%XX`, so that no module name can reach outside the folder and two names never
  /// share a file.
  static func fileName(forModule module: String) -> String {
    var name = ""
    for byte in module.utf8 {
      let scalar = Unicode.Scalar(byte)
      if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || scalar == "_" || scalar == "-"
      {
        name.unicodeScalars.append(scalar)
      } else {
        name += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return name + ".cache"
  }

  /// Writes `bytes` to `name` through a temporary file renamed into place, or leaves `name` as it
  /// was. The folder is created when missing, but not its parents: weaver-gen writes inside the
  /// folder it was given and nowhere else.
  private func write(_ bytes: [UInt8], to name: String) {
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else { return }
    removeStaleTemporaries(of: name)
    let temporary = PathNormalizer.join(path, TemporaryFileName.make(for: name))
    let file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard file >= 0 else { return }
    let isWritten = (try? bytes.withUnsafeBytes { try BufferedFileOutput.writeAll($0, to: file) }) != nil
    let isComplete = close(file) == 0 && isWritten
    if !isComplete || rename(temporary, PathNormalizer.join(path, name)) != 0 { unlink(temporary) }
  }
}

extension AnalysisCacheFolder {
  /// How old a temporary file must be to be taken for one a killed run left: runs do not lock the
  /// folder, so a younger one may be another run's, about to be renamed.
  private static let staleTemporaryAge: TimeInterval = 600

  /// Removes the temporary files of `name` that runs killed while writing left behind.
  private func removeStaleTemporaries(of name: String) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
    let now = Date().timeIntervalSince1970
    for entry in entries where TemporaryFileName.output(of: entry) == name {
      let temporary = PathNormalizer.join(path, entry)
      var info = stat()
      guard lstat(temporary, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
        now - TimeInterval(info.modificationSeconds) > Self.staleTemporaryAge
      else { continue }
      unlink(temporary)
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
