import Foundation

// Runs the movie app's generated containers and checks what docs/language.md and docs/generated-code.md promise.
// Prints one
// line per check and exits with status 1 when any fails.

nonisolated(unsafe) var failures = 0

func check(_ condition: Bool, _ message: String) {
  print(condition ? "ok: \(message)" : "FAIL: \(message)")
  if !condition { failures += 1 }
}

let app = AppDelegate(injecting: AppDelegateDependencyContainer())
let session = app.dependencies.urlSession
check(AppDelegate.sessionsBuilt == 1, "the builder ran when the root container was created")
check(app.dependencies.urlSession === session, "the container-scoped session is shared")

let home = app.dependencies.homeViewController
check(home === app.dependencies.homeViewController, "the home screen is built once")
check(home.dependencies.movieManager.dependencies.urlSession === session, "the movie manager gets the shared session")

let dune = home.dependencies.movieController(movie: Movie(id: 1, title: "Dune"))
let alien = home.dependencies.movieController(movie: Movie(id: 2, title: "Alien"))
check(dune !== alien, "a transient registration builds a new screen per call")
check(dune.dependencies.movie == Movie(id: 1, title: "Dune"), "the first movie screen has its movie")
check(alien.dependencies.movie == Movie(id: 2, title: "Alien"), "the second movie screen has its movie")
check(dune.dependencies.imageManager === dune.dependencies.imageManager, "a screen keeps its image manager")
check(dune.dependencies.imageManager !== alien.dependencies.imageManager, "each screen has its own image manager")
check(dune.dependencies.imageManager.dependencies.urlSession === session, "image managers get the shared session")

let review = dune.dependencies.reviewController(movieID: 42)
check(ReviewManager.built == 0, "a lazy registration is not built with its container")
let reviewManager = review.dependencies.reviewManager
check(
  ReviewManager.built == 1 && review.dependencies.reviewManager === reviewManager, "a lazy registration is built once")
check(reviewManager.dependencies.movieID == 42, "the review manager reads the movie id from the screen above")
check(reviewManager.dependencies.urlSession === session, "the review manager gets the shared session")

let person = PersonManager(injecting: PersonManagerDependencyContainer(urlSession: session))
check(person.dependencies.urlSession === session, "an isolated type's container is built by hand with values")
check(AppDelegate.sessionsBuilt == 1, "the builder ran once in all")

/// Drops the home screen's `.weak` image cache: shared while someone holds it, released once
/// nobody does, and built anew on the next access.
@MainActor func checkWeakLifetime() {
  let builtBefore = ImageCache.built
  weak var released: ImageCache?
  do {
    let cache = home.dependencies.imageCache
    released = cache
    check(home.dependencies.imageCache === cache, "a weak registration is shared while someone holds it")
    check(ImageCache.built == builtBefore + 1, "a weak registration is built once while alive")
  }
  check(released == nil, "a weak instance is released once nobody holds it")
  let rebuilt = home.dependencies.imageCache
  check(ImageCache.built == builtBefore + 2, "the next access after a weak instance's release builds a new one")
  check(home.dependencies.imageCache === rebuilt, "the new weak instance is shared in turn")
}
checkWeakLifetime()

/// Drops a screen with its subgraph: everything only it held goes, the shared session stays.
@MainActor func checkRelease() {
  weak var screen: MovieViewController?
  weak var screenContainer: AnyObject?
  weak var imageManager: ImageManager?
  weak var reviewScreen: ReviewViewController?
  weak var reviewScreenContainer: AnyObject?
  weak var reviewManager: ReviewManager?
  do {
    let built = home.dependencies.movieController(movie: Movie(id: 3, title: "Heat"))
    screen = built
    screenContainer = built.dependencies as AnyObject
    imageManager = built.dependencies.imageManager
    let review = built.dependencies.reviewController(movieID: 3)
    reviewScreen = review
    reviewScreenContainer = review.dependencies as AnyObject
    reviewManager = review.dependencies.reviewManager
    check(screen != nil && reviewManager != nil, "the screen and its subgraph are alive while used")
  }
  check(screen == nil && screenContainer == nil, "a dropped screen and its container are released")
  check(imageManager == nil, "the screen's cached image manager is released")
  check(reviewScreen == nil && reviewScreenContainer == nil, "the transient review screen is released")
  check(reviewManager == nil, "the review screen's lazy manager is released")
  check(app.dependencies.urlSession === session, "the shared session lives on")
}
checkRelease()

/// Drops a whole app: releasing the root releases every instance only the graph held.
@MainActor func checkRootRelease() {
  weak var root: AnyObject?
  weak var rootSession: HTTPSession?
  weak var rootHome: HomeViewController?
  weak var manager: MovieManager?
  do {
    let container = AppDelegateDependencyContainer()
    root = container
    rootSession = container.urlSession
    rootHome = container.homeViewController
    manager = container.homeViewController.dependencies.movieManager
  }
  check(root == nil && rootSession == nil && rootHome == nil && manager == nil, "a dropped root releases its graph")
}
checkRootRelease()

print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
exit(failures == 0 ? 0 : 1)
