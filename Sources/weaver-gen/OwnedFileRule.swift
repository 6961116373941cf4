import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How weaver-gen recognises, from its first bytes, a file it wrote: the only kind of file it may
/// replace or remove. An empty file may be replaced too (a build system may create the outputs it
/// declares), but is never removed.
struct OwnedFileRule: Sendable {
  /// How many bytes of the file `isOwn` needs.
  var prefixLength: Int
  var isOwn: @Sendable (Substring) -> Bool
  /// Why a file is not weaver-gen's, for the refusal message.
  var explanation: String

  /// Generated Swift: the file starts with the generated header.
  static let generatedSwift = OwnedFileRule(
    prefixLength: GeneratedFileHeader.marker.utf8.count + 2, isOwn: GeneratedFileHeader.isGenerated,
    explanation: "it does not start with '\(GeneratedFileHeader.marker)'")

  /// A graph printed by `weaver-gen graph`, in any of its formats: the file starts with the mark
  /// only weaver-gen writes (`PrintedGraphMarker`), never merely as a format starts (`module `
  /// also starts a go.mod).
  static let printedGraph = OwnedFileRule(
    prefixLength: PrintedGraphMarker.openings.map(\.utf8.count).max()!,
    isOwn: PrintedGraphMarker.isPrintedGraph,
    explanation: "it does not start with '\(PrintedGraphMarker.comment)' or a 'printedBy' field naming weaver-gen")

  /// A module interface written by `generate --emit-interface`: its first key is weaver-gen's own.
  static let moduleInterface = OwnedFileRule(
    prefixLength: 25, isOwn: { $0.hasPrefix("{\n  \"weaverGenInterface\": ") },
    explanation: "it is not a module interface weaver-gen wrote")

  /// Fails unless the open file may be replaced: a regular file that is empty or weaver-gen's.
  func check(_ descriptor: Int32, at path: String) throws(CLIError) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw CLIError.io("cannot write '\(path)': \(SystemError.last)")
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw CLIError.io(
        "cannot write '\(path)': it is \(SystemError.kindName(ofMode: info.st_mode)), not a regular file")
    }
    guard info.st_size == 0 || isOwn(Self.prefix(of: descriptor, length: prefixLength)) else {
      throw CLIError.io(
        "refusing to overwrite '\(path)': weaver-gen did not write it (\(explanation)); move it away or choose another output"
      )
    }
  }

  /// Whether the open file is a non-empty regular file that weaver-gen wrote.
  func owns(_ descriptor: Int32) -> Bool {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return false }
    return isOwn(Self.prefix(of: descriptor, length: prefixLength))
  }

  private static func prefix(of descriptor: Int32, length: Int) -> Substring {
    var bytes = [UInt8](repeating: 0, count: length)
    var count = 0
    while count < length {
      let read = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + count, length - count, off_t(count))
      }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { break }
      count += read
    }
    return Substring(String(decoding: bytes[..<count], as: UTF8.self))
  }
}
