#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on an open file, taken at once when it is free, else after saying on
/// standard error what the run waits for: a run that waits in silence looks like a hang.
enum FileLock {
  enum Outcome {
    case held
    /// The file system has no locks (some network ones).
    case unsupported
    case failed(SystemError)
  }

  static func acquire(_ descriptor: Int32, waitingMessage: String) -> Outcome {
    var blocking = false
    while flock(descriptor, LOCK_EX | (blocking ? 0 : LOCK_NB)) != 0 {
      switch errno {
      case EINTR:
        continue
      case EWOULDBLOCK where !blocking:
        ConsoleOutput.standardError.note(waitingMessage)
        blocking = true
      case ENOLCK, EOPNOTSUPP, ENOTSUP:
        return .unsupported
      default:
        return .failed(.last)
      }
    }
    return .held
  }
}

/// Which file an entry is (device and inode), to tell whether the file at a name is still the one
/// that was checked.
struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// Exchanges two names of a folder in one step: Linux's `renameat2(…, RENAME_EXCHANGE)`, Darwin's
/// `renameatx_np(…, RENAME_SWAP)`, both flag 2. Looked up at run time, as neither is in the Swift
/// overlay of the C library, and absent from older systems.
enum FileExchange {
  enum Outcome {
    case done
    /// The system or the file system cannot exchange names.
    case unsupported
    case failed(SystemError)
  }

  private typealias Function =
    @convention(c) (
      Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
    ) -> Int32

  /// The function's address, or 0 when the system has none.
  private static let address: Int = {
    #if canImport(Darwin)
    let name = "renameatx_np"
    #else
    let name = "renameat2"
    #endif
    guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, name) else { return 0 }
    return Int(bitPattern: symbol)
  }()

  static func exchange(_ folder: Int32, _ first: String, _ second: String) -> Outcome {
    guard let symbol = UnsafeRawPointer(bitPattern: address) else { return .unsupported }
    let function = unsafeBitCast(symbol, to: Function.self)
    while function(folder, first, folder, second, 2) != 0 {
      switch errno {
      case EINTR: continue
      case EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP: return .unsupported
      default: return .failed(.last)
      }
    }
    return .done
  }
}
