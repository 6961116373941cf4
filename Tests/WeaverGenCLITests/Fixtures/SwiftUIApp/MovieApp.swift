import SwiftUIStandIn

/// The root, a `struct` conforming to `App`: main-actor isolated through the conformance.
struct MovieApp: App {
  // weaver: library = MovieLibrary
  // weaver: model = HomeViewModel
  // weaver: home = HomeView

  let dependencies: MovieAppDependencyResolver

  init(injecting dependencies: MovieAppDependencyResolver) {
    self.dependencies = dependencies
  }

  var scene: String { dependencies.home.body }
}

/// A view, a `struct` conforming to `View`.
struct HomeView: View {
  // weaver: model <- HomeViewModel
  // weaver: detail = DetailView
  // weaver: detail.scope = .transient

  let dependencies: HomeViewDependencyResolver

  init(injecting dependencies: HomeViewDependencyResolver) {
    self.dependencies = dependencies
  }

  var body: String { "Home: \(dependencies.model.titles.joined(separator: ", "))" }
}

/// A view built for each movie, with the movie as a parameter.
struct DetailView: View {
  // weaver: movieID <= Int
  // weaver: library <- MovieLibrary
  // weaver: model <- HomeViewModel

  let dependencies: DetailViewDependencyResolver

  init(injecting dependencies: DetailViewDependencyResolver) {
    self.dependencies = dependencies
  }

  var body: String { dependencies.library.title(of: dependencies.movieID) }
}

/// A view model: an observable-style class on the main actor.
@MainActor final class HomeViewModel {
  // weaver: library <- MovieLibrary

  let dependencies: HomeViewModelDependencyResolver
  private(set) var titles: [String] = []

  init(injecting dependencies: HomeViewModelDependencyResolver) {
    self.dependencies = dependencies
  }

  func load() {
    titles = [1, 2].map(dependencies.library.title(of:))
  }
}

/// A plain service, not isolated, not `Sendable`: the main actor owns it through the app.
final class MovieLibrary {
  var lookups = 0

  func title(of movieID: Int) -> String {
    lookups += 1
    return "Movie \(movieID)"
  }
}
