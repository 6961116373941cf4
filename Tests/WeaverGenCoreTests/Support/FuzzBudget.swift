import Foundation

/// How many cases the fuzz tests run. CI keeps the full count that docs/architecture.md promises
/// ("100,000+ cases a run"); a contributor's `swift test` runs a tenth of it, which still walks
/// every generator's shapes, so that the suite a newcomer runs finishes in minutes on a laptop
/// instead of spending most of them in two suites. CI is recognised as every hosted CI service
/// announces itself, by `CI` set to anything but `false` or `0` (`.ci/run` sets `CI=true`);
/// `WEAVER_GEN_FULL_FUZZ=1` asks for the full count locally.
enum FuzzBudget {
  static let isFull: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if environment["WEAVER_GEN_FULL_FUZZ"] == "1" { return true }
    guard let ci = environment["CI"]?.lowercased() else { return false }
    return !["", "0", "false", "no"].contains(ci)
  }()

  /// `full` on CI, else a tenth of it.
  static func cases(_ full: Int) -> Int { isFull ? full : full / 10 }
}
