public enum WeatherPlaceholder {}
