import Testing

@testable import WeatherSample

/// The articles' `WeatherTableViewControllerSpec`, on the platform-neutral screen model, which is on
/// the main actor as the view controller is. The screen is given its fetcher through its generated
/// resolver double, and the fetcher the article's mock network through its own (docs/testing.md);
/// the screens the root builds are checked through the real graph.
@MainActor @Suite struct WeatherListModelTests {
  /// The screen model over `network`, each resolver a generated double.
  private func screen(over network: any Networking) -> WeatherListModel {
    let fetcher = WeatherFetcher(injecting: WeatherFetcherDependencyResolverDouble(networking: network))
    return WeatherListModel(injecting: WeatherListModelDependencyResolverDouble(weatherFetcher: fetcher))
  }

  @Test func fetchesThroughTheMockNetworkOnlyWhenItAppears() async {
    let network = MockNetwork()
    let screen = screen(over: network)
    #expect(await network.requestCount == 0)

    await screen.appear()

    #expect(await network.requestCount == 1)
  }

  @Test func theRootsScreensFetchThroughTheSharedNetwork() async throws {
    let container = WeatherAppDependencyContainer(networking: MockNetwork())
    // Read back through the container, as the articles resolve `Networking`: the count below can
    // only move if the screen's fetcher holds this very instance.
    let network = try #require(container.networking as? MockNetwork)

    await container.weatherList.appear()

    #expect(await network.requestCount == 1)
  }

  @Test func eachPresentationGetsANewScreenModel() {
    let container = WeatherAppDependencyContainer(networking: UnreachableNetwork())

    #expect(container.weatherList !== container.weatherList)
  }

  @Test func showsTheFetchedCitiesAfterItAppears() async throws {
    let screen = screen(over: try StubNetwork(fixture: .londonAndRio))
    #expect(screen.rows.isEmpty)

    await screen.appear()

    #expect(screen.rows.map(\.cityName) == ["London", "Rio de Janeiro"])
    #expect(screen.rows.map(\.weather) == ["Rain", "Clear"])
  }

  @Test func showsTheFailureOfAMalformedResponse() async {
    let screen = screen(over: StubNetwork.malformed)

    await screen.appear()

    guard case .failed(.malformedResponse) = screen.state else {
      Issue.record("expected the list to show a malformed response, got \(screen.state)")
      return
    }
    #expect(screen.rows.isEmpty)
  }
}
