/// The weather list screen, without its views: it fetches when it appears and keeps the rows, as
/// the articles' `WeatherTableViewController` does.
///
/// A class on the main actor, like the view controller or SwiftUI view model it stands for: the
/// module's default isolation is the main actor, so it needs no attribute, and neither does its
/// generated container. UIKit's `viewWillAppear` (or SwiftUI's `.task`) awaits `appear()`, then reads
/// `state` synchronously, as views do. Only the fetch leaves the main actor, inside `WeatherFetcher`.
public final class WeatherListModel {
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
      state = .loaded(try await weatherFetcher.fetch().map { WeatherRow(city: $0) })
    } catch {
      state = .failed(error)
    }
  }
}
