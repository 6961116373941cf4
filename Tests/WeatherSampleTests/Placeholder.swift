import Testing

@testable import WeatherSample

@Test func placeholder() { #expect(true) }
