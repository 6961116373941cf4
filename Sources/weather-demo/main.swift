// `weather-demo` opens the weather list of the Swinject articles' app and prints its rows.
//
// By default the network is a stub answering with a bundled fixture, so the demo runs offline and
// prints the same rows on every run. `weather-demo --live` asks OpenWeatherMap instead, with the API
// key in `OPENWEATHERMAP_APPID`. Either way the network is chosen here, at the edge of the app, and
// handed to the generated root container: nothing inside WeatherSample knows which one it got.
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

if case .failed(let error) = await screen.state {
  fail("could not show the weather: \(error)", status: 1)
}
print("Weather Now")
for row in await screen.rows {
  print("  \(row.cityName.padding(toLength: 16, withPad: " ", startingAt: 0))\(row.weather)")
}
