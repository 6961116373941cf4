/// Loads the reviews of the movie its screen shows.
///
/// Both of its dependencies are references: `movieID` is provided by the review screen's parameter,
/// `movieAPI` by the root, at the top of the graph. weaver-gen checks that every path that builds a
/// `ReviewManager` provides both.
///
/// `Sendable`, like `MovieManager`: the review screen awaits it from the main actor while its
/// requests run elsewhere, and all it holds is its resolver's two `Sendable` values.
final class ReviewManager: Sendable {
  // weaver: movieID <- UInt
  // weaver: movieAPI <- MovieAPI

  let dependencies: ReviewManagerDependencyResolver

  init(injecting dependencies: ReviewManagerDependencyResolver) {
    self.dependencies = dependencies
  }

  /// A page of the reviews of the movie; pages start at 1.
  func loadReviews(page: Int) async throws -> Page<Review> {
    try await dependencies.movieAPI.reviews(movieID: dependencies.movieID, page: page)
  }
}
