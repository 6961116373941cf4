import Foundation

/// The progress line of a long run (README, "Command line"): on a terminal, once a run has taken a second, a
/// line `weaver-gen: analysing 1234/6000 files` kept up to date and erased at the end. Nothing is
/// printed when standard error is not a terminal (build logs, CI) or with `--quiet`.
final class ProgressLine: @unchecked Sendable {
  private let total: Int
  private let lock = NSLock()
  private let start = Date()
  private var done = 0
  private var lastDrawn = Date.distantPast
  private var drawn = false

  /// `nil` when no progress should be shown.
  init?(total: Int, quiet: Bool) {
    guard !quiet, ConsoleOutput.standardError.isTerminal, total > 0 else { return nil }
    self.total = total
  }

  func fileAnalyzed() {
    lock.lock()
    defer { lock.unlock() }
    done += 1
    let now = Date()
    guard now.timeIntervalSince(start) >= 1, now.timeIntervalSince(lastDrawn) >= 0.1 || done == total else { return }
    lastDrawn = now
    drawn = true
    try? ConsoleOutput.standardError.write("\r\u{1B}[Kweaver-gen: analysing \(done)/\(total) files")
  }

  /// Erases the line, so diagnostics start on a clean line.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if drawn { try? ConsoleOutput.standardError.write("\r\u{1B}[K") }
  }
}
