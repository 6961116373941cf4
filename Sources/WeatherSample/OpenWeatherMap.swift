import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// OpenWeatherMap's "call for several city ids": the current weather of the twelve cities the
/// list shows, in one request. `nonisolated`: `Network` builds its request off the main actor.
nonisolated enum OpenWeatherMap {
  /// The environment variable that holds the API key: a key never belongs in the source.
  static let apiKeyEnvironmentVariable = "OPENWEATHERMAP_APPID"

  static let groupEndpoint = URL(string: "http://api.openweathermap.org/data/2.5/group")!

  /// Montreal, Moscow, Los Angeles, Seoul, Barcelona, Atlanta, Sydney, Athens, Beijing, London,
  /// Rio de Janeiro and Tokyo: the response lists them in this order.
  static let cityIDs = [
    6_077_243, 524_901, 5_368_361, 1_835_848, 3_128_760, 4_180_439,
    2_147_714, 264_371, 1_816_670, 2_643_743, 3_451_190, 1_850_147,
  ]

  /// The group request for `cityIDs`, authorised by `apiKey`.
  static func groupRequest(apiKey: String) -> URLRequest {
    var components = URLComponents(url: groupEndpoint, resolvingAgainstBaseURL: false)!
    components.queryItems = [
      URLQueryItem(name: "APPID", value: apiKey),
      URLQueryItem(name: "id", value: cityIDs.map(String.init).joined(separator: ",")),
    ]
    return URLRequest(url: components.url!)
  }
}
