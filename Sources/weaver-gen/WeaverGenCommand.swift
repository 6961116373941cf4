import ArgumentParser
import WeaverGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `weaver-gen` command: options, file walking, writing and exit codes around the core.
@main
struct WeaverGenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "weaver-gen",
    abstract: "Compile-time dependency injection for Swift: reads `// weaver:` annotations, proves the graph sound.",
    discussion: "Arguments of the form @FILE are replaced by the newline-separated arguments in FILE.",
    version: WeaverGenVersion.current,
    subcommands: [
      GenerateCommand.self, ValidateCommand.self, GraphCommand.self, DoublesCommand.self, MigrateCommand.self,
      VersionCommand.self,
    ],
    defaultSubcommand: GenerateCommand.self
  )

  /// Expands `@FILE` arguments before ArgumentParser sees them (README, "Command line"), runs the
  /// command, and is the one place that prints a `CLIError` and exits with its status.
  /// ArgumentParser's own errors (a wrong option, `--help`, `--version`) keep its printing and
  /// statuses (64 for usage).
  static func main() {
    tuneTheAllocator()
    var arguments = Array(CommandLine.arguments.dropFirst())
    do {
      arguments = try ResponseFileExpander.expand(arguments)
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let error as CLIError {
      // Standard error may be what failed: the status still says so.
      for message in error.errors { try? ConsoleOutput.standardError.error(message) }
      for message in error.bugs { try? ConsoleOutput.standardError.bug(message) }
      Self.exit(withError: ExitCode(error.status))
    } catch {
      exit(printing: error, arguments: arguments)
    }
  }

  /// Sets two of glibc's allocator policies for a run that allocates on every core and frees its
  /// tables stage by stage (docs/performance.md, "Under 100 MB").
  ///
  /// * The threshold above which an allocation gets a mapping of its own stays at its initial
  ///   128 KiB. Left to itself, glibc raises it each time such a block is freed (up to 32 MB), so
  ///   after the file summaries and planning's tables are freed, later large arrays come from the
  ///   heaps of the threads that made them, which keep the space they free: 3 MB more at the peak
  ///   of the benchmark's 10,000-type app.
  /// * At most one heap per core, where glibc allows eight: the work runs on one thread per core,
  ///   and a heap made for one more thread (the one that frees the file summaries while references
  ///   are resolved) keeps its freed space apart from the others: the median peak 1–2 MB higher,
  ///   and more runs 10 MB higher, depending on how the threads happened to overlap.
  ///
  /// Neither changes the run's time. `mallopt` is looked up rather than called: Swift's Glibc
  /// module leaves out `malloc.h`. Other C libraries keep their own policies.
  private static func tuneTheAllocator() {
    #if canImport(Glibc)
    typealias Mallopt = @convention(c) (_ parameter: Int32, _ value: Int32) -> Int32
    let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
    let arenaMaximum: Int32 = -8  // M_ARENA_MAX
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    _ = mallopt(mmapThreshold, 128 * 1024)
    _ = mallopt(arenaMaximum, Int32(clamping: max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1)))
    #endif
  }

  /// ArgumentParser's own ending (a wrong option, `--help`, `--version`), printed as it would
  /// print it, with its statuses (64 for usage), except that the arguments it quotes are escaped
  /// as diagnostics are: an argument or a line of an `@FILE` must not drive the terminal or forge
  /// a line of its own.
  private static func exit(printing error: any Error, arguments: [String]) -> Never {
    let code = exitCode(for: error)
    var message = fullMessage(for: error)
    for argument in Set(arguments) where ControlCharacterEscaping.needsEscaping(argument) {
      message = message.replacing(argument, with: ControlCharacterEscaping.escaped(argument))
    }
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.map { ControlCharacterEscaping.escaped(String($0)) }.joined(separator: "\n")
    let output = code == .success ? ConsoleOutput.standardOutput : ConsoleOutput.standardError
    if !text.isEmpty { try? output.write(text.hasSuffix("\n") ? text : text + "\n") }
    Self.exit(withError: code)
  }
}

/// `weaver-gen version`: prints the version, for bug reports and CI logs.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version of weaver-gen.")

  func run() throws {
    try ConsoleOutput.standardOutput.write("weaver-gen \(WeaverGenVersion.current)\n")
  }
}
