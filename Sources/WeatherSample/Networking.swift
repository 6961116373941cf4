import Foundation

/// Where the weather data comes from.
///
/// The fetcher depends on this protocol, not on `Network`, so that the app wires the real
/// OpenWeatherMap client while the demo and the tests wire a stub or a mock in its place.
public protocol Networking: Sendable {
  /// The body of OpenWeatherMap's group response, or an error when there is none.
  func request() async throws -> Data
}
