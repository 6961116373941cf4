import Foundation
import Testing

@testable import MovieSample

/// Image URLs are built on TMDB's image host, whatever the form of the path TMDB gives. On the main
/// actor, because the manager is taken from a movie screen.
@MainActor struct ImageManagerTests {
  @Test(arguments: [
    ("/7WsyChQLEftFiDOVTGkv3hFpyyt.jpg", "https://image.tmdb.org/t/p/w1280/7WsyChQLEftFiDOVTGkv3hFpyyt.jpg"),
    ("7WsyChQLEftFiDOVTGkv3hFpyyt.jpg", "https://image.tmdb.org/t/p/w1280/7WsyChQLEftFiDOVTGkv3hFpyyt.jpg"),
  ])
  func imageURLIsBelowTheImageHost(path: String, expected: String) async throws {
    let imageManager = try await imageManagerFromTheGraph()
    #expect(imageManager.imageURL(forPath: path)?.absoluteString == expected)
  }

  @Test func emptyPathHasNoURL() async throws {
    let imageManager = try await imageManagerFromTheGraph()
    #expect(imageManager.imageURL(forPath: "") == nil)
    #expect(imageManager.imageURL(forPath: "/") == nil)
    await #expect(throws: URLError.self) { try await imageManager.image(atPath: "") }
  }

  private func imageManagerFromTheGraph() async throws -> ImageManager {
    try await launchWithLoadedHome().home.didSelectMovie(at: 0).dependencies.imageManager
  }
}
