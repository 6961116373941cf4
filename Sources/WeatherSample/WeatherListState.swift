/// What the weather list shows.
public enum WeatherListState: Sendable {
  /// The screen has not appeared yet, so nothing was fetched.
  case notLoaded
  case loaded([WeatherRow])
  /// The fetch failed; the screen shows the reason instead of rows.
  case failed(WeatherFetchError)
}
