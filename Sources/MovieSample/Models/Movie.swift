import Foundation

/// A movie as TMDB's discover endpoint lists it.
///
/// A `Sendable` value, so pages of movies can travel from the task that loads them to the screens;
/// `Codable` because it is decoded from TMDB's JSON (`TMDBResponseDecoder` converts the snake_case
/// keys).
struct Movie: Codable, Equatable, Identifiable, Sendable {
  /// TMDB's identifier, the `movieID` the review screen is built with.
  let id: UInt
  let title: String
  let overview: String
  /// `yyyy-MM-dd`, or empty when TMDB does not know the date yet.
  let releaseDate: String
  /// The average of the votes, from 0 to 10; 0 when there are none.
  let voteAverage: Double
  let voteCount: Int
  /// A path such as `/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg`, relative to an image size; `ImageManager` makes
  /// it a URL. TMDB sends `null` for movies without a poster.
  let posterPath: String?

  /// What a list row shows: the title and, when known, the year, as in "Fight Club (1999)".
  var displayTitle: String {
    let year = releaseDate.prefix(4)
    return year.count == 4 ? "\(title) (\(year))" : title
  }

  /// The average vote with one decimal, as in "8.4", or "unrated" before the first vote. Formatted
  /// without a locale, so the demo prints the same everywhere.
  var displayRating: String {
    voteCount == 0 ? "unrated" : String(format: "%.1f", voteAverage)
  }
}
