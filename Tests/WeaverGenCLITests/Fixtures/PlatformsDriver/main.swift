import Foundation

// Checks the members kept for the platform the driver runs on. Exits with status 1 when a check fails.

var outcomes: [(passed: Bool, message: String)] = []

let station = Station(injecting: StationDependencyContainer())
let panel = station.dependencies.panel.dependencies
outcomes.append((panel.log === station.dependencies.log, "a dependency on every platform reaches the panel"))
#if os(Linux) || os(iOS)
outcomes.append((panel.sensor === station.dependencies.sensor, "a dependency of this platform reaches the panel"))
#endif
#if os(watchOS)
outcomes.append((station.dependencies.crown === station.dependencies.crown, "a watchOS dependency"))
#endif

for outcome in outcomes { print("\(outcome.passed ? "ok" : "FAIL"): \(outcome.message)") }
let failed = outcomes.filter { !$0.passed }.count
print(failed == 0 ? "all checks passed" : "\(failed) checks failed")
exit(failed == 0 ? 0 : 1)
