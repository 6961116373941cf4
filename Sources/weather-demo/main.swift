// `weather-demo` opens the weather list of the Swinject articles' app and prints its rows.
//
// By default the network is a stub answering with a bundled fixture, so the demo runs offline and
// prints the same rows on every run. `weather-demo --live` asks OpenWeatherMap instead, with the API
// key in `OPENWEATHERMAP_APPID`. Either way the network is chosen here, at the edge of the app, and
// handed to the generated root container: nothing inside WeatherSample knows which one it got.
//
// Top-level code runs on the main actor, where WeatherSample's types live by default (the module is
// built with `.defaultIsolation(MainActor.self)`), so it builds the root and reads the screen model
// synchronously, as a view would; only the fetch, inside the sample, leaves the main actor.
import Foundation
import WeatherSample

/// Writes `message` to standard error and ends the demo with `status`.
func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("weather-demo: \(message)\n".utf8))
  exit(status)
}

let network: any Networking
if CommandLine.arguments.dropFirst().contains("--live") {
  guard let live = Network() else { fail("--live needs OPENWEATHERMAP_APPID set to an API key", status: 64) }
  network = live
} else {
  do {
    network = try StubNetwork(fixture: .twelveCities)
  } catch {
    fail("\(error)", status: 74)
  }
}

let app = WeatherApp(injecting: WeatherAppDependencyContainer(networking: network))
let screen = app.makeInitialScreen()
await screen.appear()

if case .failed(let error) = screen.state {
  fail("could not show the weather: \(error)", status: 1)
}
print("Weather Now")
for row in screen.rows {
  print("  \(row.cityName.padding(toLength: 16, withPad: " ", startingAt: 0))\(row.weather)")
}
