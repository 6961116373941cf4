import Foundation

/// Decodes TMDB's JSON into the models, for both clients, so that a payload that does not match is the
/// same `MovieAPIError.malformedResponse` whether it came from the network or from a fixture.
enum TMDBResponseDecoder {
  static func decode<Response: Decodable>(
    _ type: Response.Type,
    from data: Data,
    endpoint: TMDBEndpoint
  ) throws -> Response {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
      return try decoder.decode(type, from: data)
    } catch let error as DecodingError {
      throw MovieAPIError.malformedResponse(path: endpoint.path, reason: reason(error))
    }
  }

  /// A one-line account of a decoding error, naming the coding path (TMDB's snake_case keys appear in
  /// their converted form).
  private static func reason(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      "missing key '\(key.stringValue)'\(location(context))"
    case .typeMismatch(let type, let context):
      "expected \(type)\(location(context))"
    case .valueNotFound(let type, let context):
      "null where \(type) is required\(location(context))"
    case .dataCorrupted(let context):
      "not valid JSON\(location(context))"
    @unknown default:
      "\(error)"
    }
  }

  private static func location(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    return path.isEmpty ? "" : " at '\(path)'"
  }
}
