import UIKitStandIn

// Runs the UIKit-shaped app's generated containers on the main actor, as UIKit does, and checks
// what docs/language.md and docs/generated-code.md promise. Prints one line per check and exits with status 1 when
// any fails.

nonisolated(unsafe) var failures = 0

func check(_ condition: Bool, _ message: String) {
  print(condition ? "ok: \(message)" : "FAIL: \(message)")
  if !condition { failures += 1 }
}

let app = AppDelegate(injecting: AppDelegateDependencyContainer())
check(AppDelegate.sessionsBuilt == 1, "the root's builder ran when its container was created")
let home = app.dependencies.homeViewController
check(home === app.dependencies.homeViewController, "the home screen is built once, with the root")
check(home.dependencies.imageCache === app.dependencies.imageCache, "the screens share the root's cache")

let manager = home.dependencies.movieManager
check(manager === home.dependencies.movieManager, "a lazy service is built once")
check(manager.dependencies.session === app.dependencies.session, "the lazy service gets the shared session")

let dune = home.dependencies.movieController(movie: Movie(id: 1))
let alien = home.dependencies.movieController(movie: Movie(id: 2))
check(dune !== alien, "a transient screen is built per call")
check(dune.dependencies.movie == Movie(id: 1), "a transient screen gets its parameter")
check(app.dependencies.imageCache.images[2] == "Movie 2", "screens write to the shared cache")
check(ReviewsViewModel.built == 0, "a lazy view model is not built with its screen")
let reviews = dune.dependencies.reviews
check(reviews === dune.dependencies.reviews && ReviewsViewModel.built == 1, "a lazy view model is built once")
check(reviews.dependencies.movie == Movie(id: 1), "the view model reads the screen's parameter")

/// A `.weak` registration is shared while held, and built again once released.
@MainActor func checkWeakLifetime() {
  weak var released: ThumbnailRenderer?
  do {
    let renderer = home.dependencies.thumbnails
    released = renderer
    check(home.dependencies.thumbnails === renderer, "a weak registration is shared while held")
  }
  check(released == nil, "a weak instance is released once nobody holds it")
  _ = home.dependencies.thumbnails
  check(ThumbnailRenderer.built == 2, "the next read after its release builds a new one")
}
checkWeakLifetime()

/// Dropping a screen releases what only it held; the shared session lives on.
@MainActor func checkRelease() {
  weak var screen: MovieViewController?
  weak var model: ReviewsViewModel?
  do {
    let built = home.dependencies.movieController(movie: Movie(id: 3))
    screen = built
    model = built.dependencies.reviews
  }
  check(screen == nil && model == nil, "a dropped screen and its view model are released")
}
checkRelease()

let store = app.dependencies.store
check(home.dependencies.store === store, "the actor store is shared")
await store.load(7)
let titles = await store.titles
check(titles == ["shared", "Movie 7"], "the actor store reads its resolver in and out of its isolation")

print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
if failures > 0 { fatalError("checks failed") }
