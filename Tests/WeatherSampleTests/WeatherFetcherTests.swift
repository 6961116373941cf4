import Foundation
import Testing

@testable import WeatherSample

/// The articles' `WeatherFetcherSpec`: the fetcher is given the stub network through its generated
/// resolver double (docs/testing.md), as the article's stub stands in for the network, with no
/// hand-written resolver. On the main actor, where the module's types live by default; the fetch
/// itself runs off it.
@MainActor @Suite struct WeatherFetcherTests {
  @Test func stubNetworkYieldsLondonThenRio() async throws {
    let fetcher = WeatherFetcher(
      injecting: WeatherFetcherDependencyResolverDouble(networking: try StubNetwork(fixture: .londonAndRio)))

    let cities = try await fetcher.fetch()

    #expect(
      cities == [
        City(id: 2_643_743, name: "London", weather: "Rain"),
        City(id: 3_451_190, name: "Rio de Janeiro", weather: "Clear"),
      ]
    )
  }

  @Test func malformedJSONIsAFailureNotACrash() async throws {
    let fetcher = WeatherFetcher(injecting: WeatherFetcherDependencyResolverDouble(networking: StubNetwork.malformed))

    let error = try await #require(throws: WeatherFetchError.self) { try await fetcher.fetch() }

    guard case .malformedResponse = error else {
      Issue.record("expected a malformed response, got \(error)")
      return
    }
  }

  @Test func unreachableNetworkIsAFailureNotACrash() async throws {
    let fetcher = WeatherFetcher(injecting: WeatherFetcherDependencyResolverDouble(networking: UnreachableNetwork()))

    let error = try await #require(throws: WeatherFetchError.self) { try await fetcher.fetch() }

    guard case .networkFailed = error else {
      Issue.record("expected a network failure, got \(error)")
      return
    }
  }

  @Test func networkFailureDoesNotShowTheAPIKey() {
    let url = Network(apiKey: "secret-key").urlRequest.url!
    let error = WeatherFetchError.networkFailed(
      URLError(.cannotFindHost, userInfo: [NSURLErrorFailingURLErrorKey: url]))

    #expect(!error.description.contains("secret-key"))
  }

  @Test func twelveCityFixtureAnswersTheRequestedCitiesInOrder() async throws {
    let fetcher = WeatherFetcher(
      injecting: WeatherFetcherDependencyResolverDouble(networking: try StubNetwork(fixture: .twelveCities)))

    let cities = try await fetcher.fetch()

    #expect(cities.map(\.id) == OpenWeatherMap.cityIDs)
    #expect(cities.allSatisfy { !$0.name.isEmpty && !$0.weather.isEmpty })
  }
}
