import Testing

@testable import MovieSample

@Test func placeholder() { MovieSampleDemo.run() }
