import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads the images TMDB serves, such as movie posters.
///
/// It references the app's shared session instead of building one (the tutorial's first version made
/// its own with a builder): one session for the whole app, configured once by `AppDelegate`.
///
/// `Sendable`, as the other managers: the movie screen, on the main actor, hands it downloads that
/// run off the main actor, and `URLSession` is made to be shared between threads.
final class ImageManager: Sendable {
  // weaver: urlSession <- URLSession

  /// TMDB's image host, at the width the movie screen shows.
  static let baseURL = "https://image.tmdb.org/t/p/w1280/"

  let dependencies: ImageManagerDependencyResolver

  init(injecting dependencies: ImageManagerDependencyResolver) {
    self.dependencies = dependencies
  }

  /// The URL of the image at `path`, as TMDB gives it (`/7WsyChQLEftFiDOVTGkv3hFpyyt.jpg`).
  func imageURL(forPath path: String) -> URL? {
    let file = path.drop { $0 == "/" }
    return file.isEmpty ? nil : URL(string: Self.baseURL + file)
  }

  /// The bytes of the image at `path`.
  func image(atPath path: String) async throws -> Data {
    guard let url = imageURL(forPath: path) else { throw URLError(.badURL) }
    let (data, response) = try await dependencies.urlSession.data(from: url)
    if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
      throw URLError(.badServerResponse)
    }
    return data
  }
}
