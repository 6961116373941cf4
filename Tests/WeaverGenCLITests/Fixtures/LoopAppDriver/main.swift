import Foundation

// Checks loops of registrations broken by `.lazy` or `.weak`: built once, wired to each other, and
// holding no container. Exits with status 1 when a check fails.

nonisolated(unsafe) var failures = 0

func check(_ condition: Bool, _ message: String) {
  print(condition ? "ok: \(message)" : "FAIL: \(message)")
  if !condition { failures += 1 }
}

func checkTheLoop() {
  weak var dropped: WindowDependencyContainer?
  weak var droppedPane: Pane?
  weak var droppedPanel: Panel?
  do {
    let container = WindowDependencyContainer()
    dropped = container
    let window = Window(injecting: container)
    let pane = window.dependencies.pane
    let panel = pane.dependencies.panel
    droppedPane = pane
    droppedPanel = panel
    check(panel === window.dependencies.panel, "the lazy side is built once")
    check(panel.dependencies.pane === pane, "the lazy side sees the eager side")
    let badge = pane.dependencies.badge
    check(
      badge === window.dependencies.badge && badge.dependencies.pane === pane, "the weak side is shared while alive")
  }
  check(dropped == nil, "a dropped container is released: the loop holds no container")
  // `Pane` keeps `Panel` in its provider's box, and `Panel` keeps `Pane`: the loop's values hold
  // each other once the lazy side is built, as hand-written code would.
  check(droppedPane != nil && droppedPanel != nil, "the loop's values hold each other once both are built")
}
checkTheLoop()

func checkAnUnreadLoop() {
  weak var dropped: WindowDependencyContainer?
  weak var droppedPane: Pane?
  do {
    let container = WindowDependencyContainer()
    dropped = container
    droppedPane = container.pane
  }
  check(dropped == nil && droppedPane == nil, "a loop whose lazy side was never read is released with its container")
}
checkAnUnreadLoop()

/// `Right`, built by `Tray`'s provider, takes `left` as a provider: it holds `Left` itself, not the
/// cell the provider read it through, so it reaches `left` once nothing else holds it.
func checkACrossedLoop() {
  var right: Right?
  weak var droppedTray: TrayDependencyContainer?
  do {
    let tray = TrayDependencyContainer()
    droppedTray = tray
    right = tray.left.dependencies.right
    check(right === tray.right && right?.dependencies.left === tray.left, "a crossed loop is wired both ways")
  }
  check(droppedTray == nil, "a dropped container of a crossed loop is released")
  check(right?.dependencies.left.dependencies.right === right, "the lazy side keeps the eager side it was given")
  let shelf = ShelfDependencyContainer()
  let shelfLeft = shelf.left
  check(shelfLeft.dependencies.right.dependencies.left === shelfLeft, "weak registrations of the loop are wired too")
}
checkACrossedLoop()

func checkTheSharedLoop() async {
  weak var dropped: ServerDependencyContainer?
  do {
    let container = ServerDependencyContainer()
    dropped = container
    let server = Server(injecting: container)
    let stores = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<100 {
        group.addTask { ObjectIdentifier(server.dependencies.router.dependencies.store) }
      }
      var stores: Set<ObjectIdentifier> = []
      for await store in group { stores.insert(store) }
      return stores
    }
    check(stores.count == 1 && Store.opened.count == 1, "a Sendable root's lazy side is built once under contention")
    check(server.dependencies.store.dependencies.router === server.dependencies.router, "it sees the eager side")
  }
  check(dropped == nil, "a dropped Sendable container is released: the loop holds no container")
}
await checkTheSharedLoop()

func checkALoopThroughAnActor() async {
  weak var dropped: HubDependencyContainer?
  do {
    let container = HubDependencyContainer()
    dropped = container
    let feed = await container.relay.feed()
    check(feed === container.feed && feed.dependencies.relay === container.relay, "a loop through an actor is wired")
  }
  check(dropped == nil, "a dropped container of a loop through an actor is released")
}
await checkALoopThroughAnActor()

print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
exit(failures == 0 ? 0 : 1)
