/// Dependencies limited to platforms, as Weaver 1.x writes them: generated only where they exist,
/// so `sensor` is here on Linux (where the tests run) and iOS, and `crown` only on watchOS.
final class Station {
  // weaver: log = Log
  // weaver: sensor = Sensor
  // weaver: sensor.platforms = [.Linux, .iOS]
  // weaver: crown = Crown
  // weaver: crown.platforms = [.watchOS]
  // weaver: panel = Panel

  let dependencies: StationDependencyResolver

  init(injecting dependencies: StationDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Reads `sensor` where it exists.
final class Panel {
  // weaver: log <- Log
  // weaver: sensor <- Sensor
  // weaver: sensor.platforms = [.Linux, .iOS]

  let dependencies: PanelDependencyResolver

  init(injecting dependencies: PanelDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Log {}
final class Sensor {}
final class Crown {}
