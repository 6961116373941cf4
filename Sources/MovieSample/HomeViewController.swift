/// The home screen: the movies TMDB discovers, and the movie screen a tap on one of them opens.
///
/// A plain class standing in for the tutorial's table view controller: `rows` is what its cells show,
/// `didSelectMovie(at:)` what a tap does.
final class HomeViewController {
  // weaver: movieManager = MovieManager

  // weaver: movieController = MovieViewController
  // weaver: movieController.scope = .transient

  let dependencies: HomeViewControllerDependencyResolver

  /// The movies shown, in TMDB's order; empty until `loadMovies()` succeeds.
  private(set) var movies: [Movie] = []

  init(injecting dependencies: HomeViewControllerDependencyResolver) {
    self.dependencies = dependencies
  }

  /// Loads the first page of movies, as the tutorial's screen did when its view loaded.
  func loadMovies() async throws {
    movies = try await dependencies.movieManager.discoverMovies(page: 1).results
  }

  /// One line per movie: its title and year, then its average rating.
  var rows: [String] {
    movies.map { "\($0.displayTitle)  ★ \($0.displayRating)" }
  }

  /// A new movie screen for the movie at `index`. The registration is `.transient`, so each tap gets a
  /// screen of its own, built with the movie it shows.
  func didSelectMovie(at index: Int) -> MovieViewController {
    dependencies.movieController(movie: movies[index])
  }
}
