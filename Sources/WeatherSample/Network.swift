import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real network: asks OpenWeatherMap for the weather of the list's cities.
///
/// It is not injectable itself; whoever starts the app builds it from the environment and hands
/// it to `WeatherAppDependencyContainer`, so the key stays out of the source and the graph.
/// `nonisolated`, like the rest of the network layer: it waits for the server off the main actor.
nonisolated public struct Network: Networking {
  /// Thrown when the server answers with anything but a success status.
  struct UnexpectedStatus: LocalizedError {
    let statusCode: Int
    var errorDescription: String? { "OpenWeatherMap answered with HTTP status \(statusCode)" }
  }

  let apiKey: String
  let session: URLSession

  /// A network authorised by the key in `OPENWEATHERMAP_APPID`, or `nil` when it is not set.
  public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard let apiKey = environment[OpenWeatherMap.apiKeyEnvironmentVariable], !apiKey.isEmpty else { return nil }
    self.init(apiKey: apiKey)
  }

  init(apiKey: String, session: URLSession = .shared) {
    self.apiKey = apiKey
    self.session = session
  }

  /// What `request()` sends; separate so that it can be checked without sending anything.
  var urlRequest: URLRequest { OpenWeatherMap.groupRequest(apiKey: apiKey) }

  public func request() async throws -> Data {
    let (data, response) = try await session.data(for: urlRequest)
    if let response = response as? HTTPURLResponse, !(200..<300).contains(response.statusCode) {
      throw UnexpectedStatus(statusCode: response.statusCode)
    }
    return data
  }
}
