/// The composition root: what the articles' `createContainer()` registers, checked at compile time.
///
/// The network is a reference, not a registration: the root is public, so its generated
/// `WeatherAppDependencyContainer(networking:)` takes the network as an argument and holds that one
/// instance for its whole life, which is Swinject's `.inObjectScope(.container)`. The app passes
/// `Network`, the demo and the tests a `StubNetwork` or a mock, and nothing below the root changes.
/// The fetcher is shared (`.container`); each appearance of the list gets a new screen model
/// (`.transient`), as each presentation gets a new view controller.
public final class WeatherApp {
  // weaver: networking <- any Networking
  // weaver: weatherFetcher = WeatherFetcher
  // weaver: weatherList = WeatherListModel
  // weaver: weatherList.scope = .transient

  private let dependencies: WeatherAppDependencyResolver

  public init(injecting dependencies: WeatherAppDependencyResolver) {
    self.dependencies = dependencies
  }

  /// The screen the app opens with, as the articles' storyboard instantiates it at launch.
  public func makeInitialScreen() -> WeatherListModel {
    dependencies.weatherList
  }
}
