/// Why a `MovieAPI` call failed. Every failure, of the network client or of the fixtures, is one of
/// these and is thrown: nothing in the sample traps on bad data.
enum MovieAPIError: Error, Equatable, CustomStringConvertible {
  /// The live client has no API key to send.
  case missingAPIKey(variable: String)
  /// The endpoint's path and query do not make a valid URL.
  case invalidRequest(path: String)
  /// The request did not get an answer: no network, an unknown host, a timeout.
  case unreachable(path: String, reason: String)
  /// TMDB answered with a status other than 2xx.
  case httpStatus(Int, path: String)
  /// No bundled response exists for the endpoint asked for.
  case missingFixture(name: String)
  /// The body is not JSON, or not the JSON the endpoint promises.
  case malformedResponse(path: String, reason: String)

  var description: String {
    switch self {
    case .missingAPIKey(let variable):
      "no TMDB API key: set \(variable) to the key of your themoviedb.org account"
    case .invalidRequest(let path):
      "cannot build a request for '\(path)'"
    case .unreachable(let path, let reason):
      "cannot reach TMDB for '\(path)': \(reason)"
    case .httpStatus(let status, let path):
      "TMDB answered '\(path)' with HTTP status \(status)"
    case .missingFixture(let name):
      "no bundled response '\(name).json' in Fixtures: add it, or ask for an endpoint that has one"
    case .malformedResponse(let path, let reason):
      "the response of '\(path)' is not what TMDB sends: \(reason)"
    }
  }
}
