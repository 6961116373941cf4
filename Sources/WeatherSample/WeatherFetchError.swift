import Foundation

/// Why the weather could not be fetched: the list shows it instead of crashing. `nonisolated`,
/// because the fetcher throws it off the main actor.
nonisolated public enum WeatherFetchError: Error, CustomStringConvertible {
  /// The network gave no response (no connection, or a status other than success).
  case networkFailed(any Error)
  /// The response was not the JSON that OpenWeatherMap documents.
  case malformedResponse(any Error)

  /// A network error is shown by its localized description: its full text would include the
  /// request's URL, and with it the API key.
  public var description: String {
    switch self {
    case .networkFailed(let error): "the network failed: \(error.localizedDescription)"
    case .malformedResponse(let error): "the response could not be read: \(error)"
    }
  }
}
