import Foundation

// Checks that names which collide in a container, or which generated code must bind under another
// name (`self`, `box`, `make`, a raw identifier), compile and reach the right instances. Exits with
// status 1 when a check fails.

nonisolated(unsafe) var failures = 0

func check(_ condition: Bool, _ message: String) {
  print(condition ? "ok: \(message)" : "FAIL: \(message)")
  if !condition { failures += 1 }
}

let root = Root(injecting: RootDependencyContainer())
let resolver = root.dependencies
let middle = resolver.middle.dependencies
check(middle.leaf.dependencies.clock === resolver.clock, "a child gets the clock its grandparent registers")
check(middle.clock !== middle._clock, "the middle container's own clock and '_clock' are two registrations")
check(middle.clock === middle.clock, "the middle container's own clock is shared")
check(resolver.url !== resolver.Url, "'url' and 'Url' are two registrations")
check(resolver.url === resolver.url && resolver.Url === resolver.Url, "'url' and 'Url' are each shared")
check(middle.leaf.dependencies.`hello world` === resolver.`hello world`, "a raw identifier is forwarded")

check(resolver.`self`(self: 1, box: 2, make: 3).total == 123, "a builder receives a parameter named 'self'")
let keeper = resolver.keeper.dependencies
check(keeper.`self`(self: 4, box: 5, make: 6).total == 456, "a child reaches the root's 'self' builder")
check(keeper.gauge(self: 7, box: 8, make: 9).total == 789, "a transient registration takes 'self', 'box', 'make'")
let panel = keeper.panel.dependencies
check(panel.gauge(self: 1, box: 1, make: 1).total == 111, "a child gets the transient gauge as a function")
let shared = panel.shared(self: 2, box: 2, make: 2)
check(shared.total == 222 && panel.shared(self: 3, box: 3, make: 3) === shared, "a child gets the weak gauge")

let probe = Probe(injecting: ProbeDependencyContainer(self: 5))
check(probe.dependencies.`self` == 5, "an isolated container takes a value named 'self'")
check(probe.dependencies.dial.dependencies.`self` == 5, "the value named 'self' is forwarded")
let dial = Dial(injecting: DialDependencyContainer(self: 6))
check(dial.dependencies.`self` == 6, "a registered isolated container also takes 'self' by value")

print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
exit(failures == 0 ? 0 : 1)
