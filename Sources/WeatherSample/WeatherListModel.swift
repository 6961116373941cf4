/// The weather list screen, without its views: it fetches when it appears and keeps the rows.
///
/// An actor rather than a `@MainActor` class because the generated containers are nonisolated and
/// build it from any thread; a view awaits `appear()` when it appears (SwiftUI's `.task`, or a
/// `Task` started in UIKit's `viewWillAppear`) and then reads `state`.
public actor WeatherListModel {
  // weaver: weatherFetcher <- WeatherFetcher

  private let weatherFetcher: WeatherFetcher
  public private(set) var state = WeatherListState.notLoaded

  init(injecting dependencies: WeatherListModelDependencyResolver) {
    weatherFetcher = dependencies.weatherFetcher
  }

  /// The rows once the screen has appeared and the fetch succeeded; empty otherwise.
  public var rows: [WeatherRow] {
    guard case .loaded(let rows) = state else { return [] }
    return rows
  }

  /// Starts fetching, as the articles' `viewWillAppear` does, and returns once `state` shows the
  /// result. Each appearance fetches again, so the list is fresh whenever it comes back on screen.
  public func appear() async {
    do {
      state = .loaded(try await weatherFetcher.fetch().map(WeatherRow.init(city:)))
    } catch {
      state = .failed(error)
    }
  }
}
