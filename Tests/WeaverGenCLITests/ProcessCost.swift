import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and reads what the kernel charged to that one process: its CPU time (user and
/// system, all its threads) and its peak resident memory.
///
/// The scaling tests compare these between two runs rather than against a clock: CPU time does
/// not grow when other processes take the cores, as wall time does, and `wait4` reports it for the
/// one child waited for, so tests and builds running beside it are not counted. `Process` cannot
/// give it (it reaps its child itself), hence `posix_spawn`.
enum ProcessCost {
  struct Measurement: CustomStringConvertible {
    var status: Int32
    /// User plus system CPU time, in seconds.
    var cpuSeconds: Double
    /// Peak resident set size, in bytes. The kernel counts it from the peak of the process that
    /// spawned the program (`posix_spawn` shares the spawner's memory until `exec`), so it is never
    /// below the test process's own peak: a difference between two runs can only come out smaller.
    var peakMemory: Int
    /// The start of what the program printed on standard error, for failure messages.
    var standardError: String

    var description: String {
      "exit status \(status), \(cpuSeconds) s CPU, \(peakMemory / 1_000_000) MB\n\(standardError)"
    }
  }

  struct SpawnFailure: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
  }

  static func run(_ executable: URL, _ arguments: [String]) throws -> Measurement {
    let scratch = try ScratchDirectory()
    let errorPath = scratch.url.appendingPathComponent("stderr").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
    guard spawned == 0 else { throw SpawnFailure(code: spawned) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let standardError = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    return Measurement(
      // A normal exit keeps the status in the second byte; a signal leaves it in the low 7 bits.
      status: status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
      cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
      peakMemory: Int(usage.ru_maxrss) * maximumResidentSetUnit,
      standardError: String(standardError.prefix(2_000)))
  }

  /// Linux reports the peak in kilobytes, macOS in bytes.
  #if os(Linux)
  private static let maximumResidentSetUnit = 1_024
  #else
  private static let maximumResidentSetUnit = 1
  #endif

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
  }
}
