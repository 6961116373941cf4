// Starts the app as a Weaver 1.x app does, through `MainDependencyContainer`.

func check(_ condition: Bool, _ message: String) {
  guard condition else { fatalError("failed: \(message)") }
  print("ok: \(message)")
}

let app = AppDelegate(injecting: MainDependencyContainer.appDelegateDependencyResolver())
check(app.dependencies.home.dependencies.clock.now == 42, "the type without annotations is built with its resolver")
app.dependencies.movie(movieID: 7).dependencies.logger.log("movie 7")
check(app.dependencies.logger.lines == ["movie 7"], "the root's resolver shares its logger")
let widget = Widget(injecting: MainDependencyContainer.widgetDependencyResolver(size: 3, logger: Logger()))
check(widget.dependencies.size == 3, "an isolated type is started with labelled arguments")
print("all checks passed")
