/// The sample's one public entry point, for the `movie-demo` executable: everything else stays
/// internal to the module.
///
/// On the main actor, because it drives the screens, which are view controllers; the requests they
/// await run off it.
@MainActor public enum MovieDemo {
  /// Launches the app and walks through it as a user would (the home list, a tap on the first movie,
  /// a tap on its poster), returning what each screen shows, line by line, and what the screens share.
  ///
  /// - Parameter live: `false` (the default) runs on the bundled fixtures: offline, and the same lines
  ///   on every run. `true` calls TMDB with the key in `TMDB_API_KEY`; without one it throws
  ///   `MovieAPIError.missingAPIKey` before sending anything.
  public static func transcript(live: Bool = false) async throws -> [String] {
    try await transcript(launchOptions: live ? .live : .offline)
  }

  /// The walk-through with explicit launch options, so tests choose the environment the key is
  /// read from instead of inheriting the test process's.
  static func transcript(launchOptions: LaunchOptions) async throws -> [String] {
    let app = AppDelegate(launchOptions: launchOptions)
    let home = app.rootViewController
    try await home.loadMovies()
    var lines = ["Home: \(home.movies.count) movies"]
    lines += home.rows.enumerated().map { "  \($0.offset + 1). \($0.element)" }
    guard !home.movies.isEmpty else { return lines }

    let movieScreen = home.didSelectMovie(at: 0)
    lines += ["", "Movie \(movieScreen.movie.id):"] + movieScreen.details.map { "  \($0)" }

    let reviewScreen = movieScreen.didTapPoster()
    try await reviewScreen.loadReviews()
    lines += ["", "Reviews of movie \(reviewScreen.dependencies.movieID): \(reviewScreen.reviews.count)"]
    lines += reviewScreen.rows.map { "  \($0)" }

    let sessionIsShared = movieScreen.dependencies.imageManager.dependencies.urlSession === app.dependencies.urlSession
    lines += ["", "The movie screen's ImageManager uses the root's URLSession: \(sessionIsShared)"]
    return lines
  }
}
