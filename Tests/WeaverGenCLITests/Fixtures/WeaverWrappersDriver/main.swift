let app = AppDelegate(injecting: MainDependencyContainer.appDelegateDependencyResolver())
let description = app.start()
guard description == "movie 7 Up via example.org" else { fatalError("failed: \(description)") }
print("ok: the migrated wrappers read the resolver, the parameters in their order")
print("all checks passed")
