/// The part of OpenWeatherMap's group response that the list shows:
/// `{"list": [{"id": 2643743, "name": "London", "weather": [{"main": "Rain"}]}]}`.
///
/// Decoding into these types, rather than walking the JSON by hand, turns every missing or
/// mistyped field into a `DecodingError` instead of a city with empty fields. `nonisolated`, so that
/// its `Decodable` conformance can be used where the fetcher decodes, off the main actor.
nonisolated struct GroupResponse: Decodable {
  struct Entry: Decodable {
    struct Condition: Decodable {
      let main: String
    }

    let id: Int
    let name: String
    /// The conditions, primary first; OpenWeatherMap may list more than one.
    let weather: [Condition]
  }

  let list: [Entry]

  /// The cities in the order of the response; a city without a condition shows an empty one.
  var cities: [City] {
    list.map { City(id: $0.id, name: $0.name, weather: $0.weather.first?.main ?? "") }
  }
}
