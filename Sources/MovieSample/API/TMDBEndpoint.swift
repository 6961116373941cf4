import Foundation

/// The TMDB endpoints the app calls, as values.
///
/// One description serves both clients: `TMDBClient` turns it into a request, `FixtureMovieAPI` into
/// the name of the bundled response, so the two cannot drift apart on what an endpoint is.
enum TMDBEndpoint: Equatable, Sendable {
  case discoverMovies(page: Int)
  case reviews(movieID: UInt, page: Int)
  case person(id: UInt)

  /// The path below `https://api.themoviedb.org/3/`.
  var path: String {
    switch self {
    case .discoverMovies: "discover/movie"
    case .reviews(let movieID, _): "movie/\(movieID)/reviews"
    case .person(let id): "person/\(id)"
    }
  }

  /// The page asked for, for paginated endpoints.
  var page: Int? {
    switch self {
    case .discoverMovies(let page), .reviews(_, let page): page
    case .person: nil
    }
  }

  /// The query items of this endpoint, without the API key and language every request carries.
  var queryItems: [URLQueryItem] {
    switch self {
    case .discoverMovies(let page):
      [URLQueryItem(name: "sort_by", value: "popularity.desc"), URLQueryItem(name: "page", value: String(page))]
    case .reviews(_, let page):
      [URLQueryItem(name: "page", value: String(page))]
    case .person:
      []
    }
  }
}
