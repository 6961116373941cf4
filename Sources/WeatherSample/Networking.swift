import Foundation

/// Where the weather data comes from.
///
/// The fetcher depends on this protocol, not on `Network`, so that the app wires the real
/// OpenWeatherMap client while the demo and the tests wire a stub or a mock in its place.
///
/// `nonisolated`, in a module whose default is the main actor: a network is not UI. It is called
/// from the fetcher, off the main actor, and any type can adopt it, an actor (the tests' mock) as
/// well as a plain value; `Sendable`, because one network is shared by everything the app builds.
nonisolated public protocol Networking: Sendable {
  /// The body of OpenWeatherMap's group response, or an error when there is none.
  func request() async throws -> Data
}
