import Foundation
import Testing

@testable import WeatherSample

/// The real network, checked by the request it builds: nothing is sent.
@Suite struct NetworkTests {
  @Test func requestsTheGroupEndpointWithTheKeyAndTheTwelveCityIDs() throws {
    let request = Network(apiKey: "test-key").urlRequest

    let url = try #require(request.url)
    let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
    #expect(request.httpMethod == "GET")
    #expect(components.scheme == "http")
    #expect(components.host == "api.openweathermap.org")
    #expect(components.path == "/data/2.5/group")
    #expect(
      components.queryItems == [
        URLQueryItem(name: "APPID", value: "test-key"),
        URLQueryItem(
          name: "id",
          value: "6077243,524901,5368361,1835848,3128760,4180439,2147714,264371,1816670,2643743,3451190,1850147"
        ),
      ]
    )
  }

  @Test func readsTheKeyFromTheEnvironment() {
    let network = Network(environment: ["OPENWEATHERMAP_APPID": "from-environment"])

    #expect(network?.apiKey == "from-environment")
  }

  @Test(arguments: [[:], ["OPENWEATHERMAP_APPID": ""]])
  func needsAKey(environment: [String: String]) {
    #expect(Network(environment: environment) == nil)
  }
}
