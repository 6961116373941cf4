/// A user review of a movie, as TMDB's `movie/{id}/reviews` endpoint returns it.
struct Review: Codable, Equatable, Identifiable, Sendable {
  /// TMDB identifies reviews by an opaque string.
  let id: String
  let author: String
  let content: String
  /// The review's page on themoviedb.org.
  let url: String
}
