import Foundation

/// Recorded OpenWeatherMap group responses, bundled with the module so that the demo and the tests
/// run offline and give the same output whatever the weather.
///
/// It keeps the module's default isolation, the main actor, because it reads through `Bundle.module`,
/// which SwiftPM generates into this module and which therefore takes the same default. The demo and
/// the tests, which load fixtures, start on the main actor anyway.
public enum WeatherFixture: String, Sendable {
  /// All twelve cities of `OpenWeatherMap.cityIDs`, in their order.
  case twelveCities = "group-twelve-cities"
  /// The two cities of the articles' stub: London (Rain), then Rio de Janeiro (Clear).
  case londonAndRio = "group-london-rio"

  /// Thrown when a fixture is missing from the bundle, which only a broken build can cause.
  struct Missing: Error, CustomStringConvertible {
    let name: String
    var description: String { "fixture '\(name).json' is not in the WeatherSample bundle" }
  }

  /// The fixture's bytes, exactly as the server would send them.
  func data() throws -> Data {
    guard let url = Bundle.module.url(forResource: rawValue, withExtension: "json", subdirectory: "Fixtures") else {
      throw Missing(name: rawValue)
    }
    return try Data(contentsOf: url)
  }
}
