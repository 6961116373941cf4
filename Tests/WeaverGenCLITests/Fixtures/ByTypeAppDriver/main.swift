// Starts the by-type app as a Weaver 1.x app does, and checks that each reference found by type
// is the instance Weaver 1.x would have handed it.

func check(_ condition: Bool, _ message: String) {
  guard condition else { fatalError("failed: \(message)") }
  print("ok: \(message)")
}

let app = AppDelegate(injecting: MainDependencyContainer.appDelegateDependencyResolver())
let root = app.dependencies
let home = root.home.dependencies
check(home.logger === root.log, "a reference is found by type one container down")
let feed = home.feed.dependencies
check(feed.client === root.api, "a reference is found by type through a container that lacks the type")
check(feed.logging === home.logger, "a reference is found by type as its parent's own reference")
check(feed.log === root.log, "a reference with a name is found by name")
check(home.detail.dependencies.store === home.cache, "on one path, a reference is found as that path's storage")
let settings = root.settings.dependencies
check(settings.detail.dependencies.store === settings.disk, "on another path, as that path's storage")
check(
  home.detail.dependencies.store.kind == "memory" && settings.detail.dependencies.store.kind == "disk",
  "each path its own")
check(settings.detail.dependencies.tracer === root.log, "a reference is found by type from the root on every path")
check(
  settings.profile(user: "ada").dependencies.badge.dependencies.title == "ada",
  "a reference is found by type as a parameter")
print("all checks passed")
