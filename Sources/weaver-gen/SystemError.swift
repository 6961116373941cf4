#if canImport(FoundationEssentials) && canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A failed system call, described in the user's words ("permission denied", "is a directory"),
/// never as a raw `NSError` dump: build logs are read by people who did not write weaver-gen.
struct SystemError: Error, CustomStringConvertible, Equatable {
  /// The `errno` value, or 0 when the failure has no such code (the words say what it was).
  var code: Int32
  var description: String

  init(errno code: Int32) {
    self.code = code
    description = Self.reason(code)
  }

  init(description: String) {
    code = 0
    self.description = description
  }

  /// The error of the last failed call, `errno`.
  static var last: SystemError { SystemError(errno: errno) }

  /// An error Foundation threw, reduced to its POSIX reason where it has one, so that no
  /// `Error Domain=NSCocoaErrorDomain Code=513 …` reaches the user.
  init(_ error: any Error) {
    if let known = error as? SystemError {
      self = known
      return
    }
    if let posix = Self.posixCode(of: error) {
      self.init(errno: posix)
      return
    }
    switch (error as? CocoaError)?.code {
    case .fileNoSuchFile, .fileReadNoSuchFile: self.init(errno: ENOENT)
    case .fileReadNoPermission, .fileWriteNoPermission: self.init(errno: EACCES)
    case .fileWriteFileExists: self.init(errno: EEXIST)
    case .fileWriteOutOfSpace: self.init(errno: ENOSPC)
    case .fileWriteVolumeReadOnly: self.init(errno: EROFS)
    case .fileReadInapplicableStringEncoding, .fileReadUnknownStringEncoding:
      self.init(description: "not valid UTF-8")
    default: self.init(description: "the operating system could not complete the operation")
    }
  }

  /// The POSIX code of a POSIX error, or of the one a Foundation error wraps (Foundation reports
  /// a failed `open` as a `CocoaError` whose underlying error is the `POSIXError`).
  private static func posixCode(of error: any Error) -> Int32? {
    if let posix = error as? POSIXError { return posix.code.rawValue }
    return (error as? CocoaError)?.underlying.flatMap(posixCode(of:))
  }

  /// The reason for an `errno` value, lower-case as the rest of a diagnostic.
  static func reason(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ENOENT: "no such file or directory"
    case EISDIR: "is a directory"
    case ENOTDIR: "a component of the path is not a directory"
    case ELOOP: "too many levels of symbolic links (a symbolic link loop)"
    case ENOSPC: "no space left on device"
    case EROFS: "read-only file system"
    case EEXIST: "already exists"
    case ENAMETOOLONG: "file name too long"
    default: String(cString: strerror(code)).lowercased()
    }
  }

  /// What a file that is not a regular file is, from its `st_mode`, to say so in a message.
  static func kindName(ofMode mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a file"
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }
}
