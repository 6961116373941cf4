import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells one build of weaver-gen from another, for the analysis cache: a file's summary is
/// reused only by the build that made it, since another build may analyse the same bytes
/// differently (docs/architecture.md, "The analysis cache").
///
/// The version alone does not change between builds of a development tree, so the identity adds
/// the running executable's size, modification time (to the nanosecond), inode and device: every
/// link of a new build writes a new file. Hashing the executable would also catch a rebuild that
/// restored an old modification time, but costs a read of several megabytes (tens in a debug
/// build) on every run, for a case no build system produces.
enum ToolIdentity {
  /// `nil` when the executable cannot be found or examined: the run then uses no cache.
  static let current: String? = {
    #if os(Linux)
    let executable = "/proc/self/exe"
    #else
    guard let executable = Bundle.main.executablePath else { return nil }
    #endif
    var info = stat()
    guard stat(executable, &info) == 0 else { return nil }
    return
      "weaver-gen \(WeaverGenVersion.current) size \(info.st_size) modified \(info.modificationSeconds).\(info.modificationNanoseconds) inode \(info.st_ino) device \(info.st_dev)"
  }()
}

extension stat {
  /// The modification time's whole seconds, as each platform spells the field.
  var modificationSeconds: Int {
    #if canImport(Darwin)
    Int(st_mtimespec.tv_sec)
    #else
    Int(st_mtim.tv_sec)
    #endif
  }

  var modificationNanoseconds: Int {
    #if canImport(Darwin)
    Int(st_mtimespec.tv_nsec)
    #else
    Int(st_mtim.tv_nsec)
    #endif
  }
}
