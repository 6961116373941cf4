import Dispatch

/// The progress line of a long run (README, "Command line"): on a terminal, once a run has taken a second, a
/// line `weaver-gen: analysing 1234/6000 files` kept up to date and erased at the end. Nothing is
/// printed when standard error is not a terminal (build logs, CI) or with `--quiet`.
///
/// Files are analysed on every core, so the count and the line are kept behind a serial queue.
final class ProgressLine: @unchecked Sendable {
  private let total: Int
  private let queue = DispatchQueue(label: "weaver-gen.progress-line")
  private let start = ContinuousClock.now
  private var done = 0
  private var lastDrawn: ContinuousClock.Instant?
  private var drawn = false

  /// `nil` when no progress should be shown.
  init?(total: Int, quiet: Bool) {
    guard !quiet, ConsoleOutput.standardError.isTerminal, total > 0 else { return nil }
    self.total = total
  }

  func fileAnalyzed() {
    queue.sync {
      done += 1
      let now = ContinuousClock.now
      let isDue = lastDrawn.map { now - $0 >= .milliseconds(100) } ?? true
      guard now - start >= .seconds(1), isDue || done == total else { return }
      lastDrawn = now
      drawn = true
      try? ConsoleOutput.standardError.write("\r\u{1B}[Kweaver-gen: analysing \(done)/\(total) files")
    }
  }

  /// Erases the line, so diagnostics start on a clean line.
  func finish() {
    queue.sync {
      if drawn { try? ConsoleOutput.standardError.write("\r\u{1B}[K") }
    }
  }
}
