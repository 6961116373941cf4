import Foundation

/// Fetches the list's cities through whatever `Networking` the graph provides.
///
/// It references `networking` instead of building a network, so the same fetcher decodes the real
/// response in the app and a fixture in the tests. It is public only because the root's resolver,
/// which the app receives, exposes it.
///
/// In a module whose default is the main actor, the fetcher is `nonisolated` and `Sendable`: the
/// screen model, on the main actor, awaits it, and the request and the decoding run off the main
/// actor (`@concurrent`), so a slow network or a large response never holds up the UI. Its
/// generated container is `Sendable` too, and holds only the shared `Networking`.
nonisolated public struct WeatherFetcher: Sendable {
  // weaver: networking <- any Networking

  let networking: any Networking

  init(injecting dependencies: WeatherFetcherDependencyResolver) {
    networking = dependencies.networking
  }

  /// The cities of the response, in its order; a failure is thrown as a value, never a crash.
  /// `@concurrent`: it runs on the concurrent executor even when called from the main actor, and
  /// whether or not nonisolated async functions run on their caller's actor by default
  /// (`NonisolatedNonsendingByDefault`).
  @concurrent func fetch() async throws(WeatherFetchError) -> [City] {
    let data: Data
    do {
      data = try await networking.request()
    } catch {
      throw .networkFailed(error)
    }
    do {
      return try JSONDecoder().decode(GroupResponse.self, from: data).cities
    } catch {
      throw .malformedResponse(error)
    }
  }
}
