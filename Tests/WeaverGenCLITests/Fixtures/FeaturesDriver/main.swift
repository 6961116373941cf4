import Foundation

// Checks the generated code for the less common features. Exits with status 1 when a check fails.

nonisolated(unsafe) var failures = 0

func check(_ condition: Bool, _ message: String) {
  print(condition ? "ok: \(message)" : "FAIL: \(message)")
  if !condition { failures += 1 }
}

let clock = Clock()
let gateway = Gateway(injecting: GatewayDependencyContainer(clock: clock))
check(gateway.dependencies.clock === clock, "a public root receives its reference as an initializer argument")
check(gateway.dependencies.station === gateway.dependencies.station, "a public root's registration is shared")

let shell = Shell(injecting: ShellDependencyContainer())
let resolver = shell.dependencies
check(resolver.default.verbose, "a keyword-named dependency is back-quoted and built with init()")

let left = resolver.left
check(left.dependencies.right === resolver.right, "a lazy registration breaks the left/right loop")
check(resolver.right.dependencies.left === left, "the lazy side sees the eager side")
check(resolver.right.dependencies.store === resolver.store, "a protocol-typed registration is shared")

check(resolver.service.name == "live", "a builder may return the abstract type a registration exposes")

let three = resolver.counter(start: 3)
let four = resolver.counter(start: 4)
check(three.start == 3 && four.start == 4 && three !== four, "a transient builder takes the parameter")
check(three.shellClock === resolver.clock, "a builder receives the registrant's resolver")

let worker = resolver.worker
let job = worker.dependencies.job(name: "index")
check(job.name == "index", "an actor is built with its parameter")
let tracker = worker.dependencies.tracker(label: "first")
check(worker.dependencies.tracker(label: "second") === tracker, "a live weak instance ignores new arguments")
check(tracker.label == "first", "the weak instance keeps the arguments it was built with")

let panel = resolver.panel
check(panel === resolver.panel, "a weak registration is shared while alive")
check(panel.dependencies.title == "Verbose", "a nested type's builder reads the resolver")
let typed: Outer.PanelDependencyResolver = panel.dependencies
check(typed.default.verbose, "the nested short name of the resolver protocol works")

/// `left`, which the container keeps, reaches `right` through the provider the container hands it,
/// not through the container, so a dropped `Shell` container is released.
func checkTheLoopHoldsNoContainer() {
  weak var dropped: ShellDependencyContainer?
  do {
    let container = ShellDependencyContainer()
    dropped = container
    check(container.left.dependencies.right === container.right, "the loop is wired through its provider")
  }
  check(dropped == nil, "a dropped container whose kept 'left' reaches 'right' is released")
}
checkTheLoopHoldsNoContainer()

let gallery = resolver.gallery.dependencies
check(gallery.thumbnails.clock === resolver.clock, "a reference with a builder is built with its own type's resolver")
check(gallery.thumbnails === gallery.thumbnails, "a reference with a builder is built once")

let legacy = Legacy(injecting: LegacyDependencyContainer(count: 2))
check(legacy.dependencies.count == 2, "an Objective-C bridged container is built by hand")

print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
exit(failures == 0 ? 0 : 1)
