final class Station {
  // weaver: log = Log
  // weaver: sensor = Sensor
  // weaver: sensor.platforms = [.Linux, .iOS]
  // weaver: crown = Crown
  // weaver: crown.platforms = [.watchOS]
  // weaver: panel = Panel
}
final class Panel {
  // weaver: sensor <- Sensor
  // weaver: sensor.platforms = [.iOS, .Linux]
}
final class Log {
  // weaver: format = Format
}
final class Format {}
final class Sensor {}
final class Crown {}
