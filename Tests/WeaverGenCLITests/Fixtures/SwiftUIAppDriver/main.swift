import SwiftUIStandIn

// Runs the SwiftUI-shaped app's generated containers on the main actor and checks them. Prints one
// line per check and exits with status 1 when any fails.

nonisolated(unsafe) var failures = 0

func check(_ condition: Bool, _ message: String) {
  print(condition ? "ok: \(message)" : "FAIL: \(message)")
  if !condition { failures += 1 }
}

let app = MovieApp(injecting: MovieAppDependencyContainer())
let model = app.dependencies.model
check(app.dependencies.home.dependencies.model === model, "the view and the app share the view model")
model.load()
check(app.scene == "Home: Movie 1, Movie 2", "the view reads the view model")
let first = app.dependencies.home.dependencies.detail(movieID: 3)
let second = app.dependencies.home.dependencies.detail(movieID: 4)
check(first.body == "Movie 3" && second.body == "Movie 4", "a transient view gets its parameter")
check(first.dependencies.model === model, "the transient view reaches the view model")
check(app.dependencies.library.lookups == 4, "every view uses the one library")

print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
if failures > 0 { fatalError("checks failed") }
