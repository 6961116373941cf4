let app = AppDelegate(injecting: MainDependencyContainer.appDelegateDependencyResolver())
guard app.now == 42, app.dependencies.screen.title() == "at 42, logged by Logger" else {
  fatalError("failed: \(app.dependencies.screen.title())")
}
print("ok: comments and migrated wrappers share one resolver")
print("all checks passed")
