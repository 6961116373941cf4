/// A city and its current weather, as the weather list shows it.
///
/// A value type so that it crosses from the fetcher's task to the screen model without sharing.
struct City: Equatable, Sendable {
  let id: Int
  let name: String
  /// OpenWeatherMap's main condition, such as "Rain" or "Clear".
  let weather: String
}
