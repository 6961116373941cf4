protocol DataConfiguring {}

protocol DataProviding {}

final class Coordinator {
  // weaver: value <= Int
}

final class AppDelegate {

  // weaver: coordinator = Coordinator
  // weaver: coordinator.scope = .transient

  // weaver: dataConfiguration = DataManager <- DataConfiguring
  // weaver: dataConfiguration.scope = .container
  // weaver: dataConfiguration.builder = { _ in DataManager.shared }

  // weaver: dataProvider = DataManager <- DataProviding
  // weaver: dataProvider.scope = .container
  // weaver: dataProvider.builder = { _ in DataManager.shared }

  // weaver: viewController1 = ViewController1
  // weaver: viewController1.scope = .transient

  // weaver: dataConfiguration.platforms = [.watchOS]
  // weaver: dataProvider.platforms = [.watchOS]
}

final class DataManager: DataConfiguring, DataProviding, Sendable {
  // weaver: viewController2 = ViewController2
  // weaver: viewController2.scope = .transient
}

final class ViewController1: UIViewController {
  // weaver: coordinator <= Coordinator
}

final class ViewController2: UIViewController {
  // weaver: coordinator <- Coordinator
}
