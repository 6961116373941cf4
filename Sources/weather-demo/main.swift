import WeatherSample

print("weather")
