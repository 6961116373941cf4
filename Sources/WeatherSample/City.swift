/// A city and its current weather, as the weather list shows it.
///
/// A value type so that it crosses from the fetcher's task to the screen model without sharing;
/// `nonisolated`, because the fetcher makes it off the main actor.
nonisolated struct City: Equatable, Sendable {
  let id: Int
  let name: String
  /// OpenWeatherMap's main condition, such as "Rain" or "Clear".
  let weather: String
}
