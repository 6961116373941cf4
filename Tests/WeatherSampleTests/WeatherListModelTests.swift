import Testing

@testable import WeatherSample

/// The articles' `WeatherTableViewControllerSpec`, on the platform-neutral screen model, which is on
/// the main actor as the view controller is.
@MainActor @Suite struct WeatherListModelTests {
  @Test func fetchesThroughTheSharedNetworkOnlyWhenItAppears() async throws {
    let container = WeatherAppDependencyContainer(networking: MockNetwork())
    let screen = container.weatherList
    // Read back through the container, as the articles resolve `Networking`: the count below can
    // only move if the screen's fetcher holds this very instance.
    let network = try #require(container.networking as? MockNetwork)
    #expect(await network.requestCount == 0)

    await screen.appear()

    #expect(await network.requestCount == 1)
  }

  @Test func eachPresentationGetsANewScreenModel() {
    let container = WeatherAppDependencyContainer(networking: UnreachableNetwork())

    #expect(container.weatherList !== container.weatherList)
  }

  @Test func showsTheFetchedCitiesAfterItAppears() async throws {
    let container = WeatherAppDependencyContainer(networking: try StubNetwork(fixture: .londonAndRio))
    let screen = container.weatherList
    #expect(screen.rows.isEmpty)

    await screen.appear()

    #expect(screen.rows.map(\.cityName) == ["London", "Rio de Janeiro"])
    #expect(screen.rows.map(\.weather) == ["Rain", "Clear"])
  }

  @Test func showsTheFailureOfAMalformedResponse() async {
    let screen = WeatherAppDependencyContainer(networking: StubNetwork.malformed).weatherList

    await screen.appear()

    guard case .failed(.malformedResponse) = screen.state else {
      Issue.record("expected the list to show a malformed response, got \(screen.state)")
      return
    }
    #expect(screen.rows.isEmpty)
  }
}
