import Foundation

@testable import WeatherSample

/// The articles' `MockNetwork`: it counts requests, so a test can check that the screen reached the
/// network through the graph. It answers with an empty list, because an async request must return.
actor MockNetwork: Networking {
  private(set) var requestCount = 0

  func request() async throws -> Data {
    requestCount += 1
    return Data(#"{"list": []}"#.utf8)
  }
}

/// A network that is never reachable, as on this machine.
struct UnreachableNetwork: Networking {
  func request() async throws -> Data {
    throw URLError(.notConnectedToInternet)
  }
}

extension StubNetwork {
  /// Answers with a body that starts like OpenWeatherMap's but is cut short: not JSON at all.
  static let malformed = StubNetwork(response: Data(#"{"list": [{"id": 2643743, "name": "Lon"#.utf8))
}
