import Foundation

/// A network that answers every request with the same bytes, as the articles' `StubNetwork` does,
/// so that what the list shows does not depend on the real weather or on a connection.
/// `nonisolated`, like the network it replaces.
nonisolated public struct StubNetwork: Networking {
  let response: Data

  /// Answers with a recorded response from the bundle, read on the main actor as `WeatherFixture`
  /// requires; the stub itself answers from anywhere.
  @MainActor public init(fixture: WeatherFixture) throws {
    self.init(response: try fixture.data())
  }

  /// Answers with `response`, which need not be valid JSON: tests use that to check failures.
  init(response: Data) {
    self.response = response
  }

  public func request() async throws -> Data {
    response
  }
}
