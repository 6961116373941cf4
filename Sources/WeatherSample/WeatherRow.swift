/// One row of the weather list: the city on the left, its weather on the right, as in the
/// articles' "Right Detail" table cell.
public struct WeatherRow: Equatable, Sendable {
  public let cityName: String
  public let weather: String

  init(city: City) {
    cityName = city.name
    weather = city.weather
  }
}
