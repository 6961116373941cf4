import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Section 5's model and page.
struct Movie: Decodable, Sendable {
  let id: UInt
  let title: String
}

struct Page<Model: Decodable>: Decodable {
  let page: UInt
  let results: [Model]
}

/// Section 7: the managers reference the `URLSession` the root registers.
final class MovieManager {
  private let dependencies: MovieManagerDependencyResolver

  // weaver: urlSession <- URLSession

  init(injecting dependencies: MovieManagerDependencyResolver) {
    self.dependencies = dependencies
  }

  var urlSession: URLSession { dependencies.urlSession }
}

final class ImageManager {
  private let dependencies: ImageManagerDependencyResolver

  // weaver: urlSession <- URLSession

  init(injecting dependencies: ImageManagerDependencyResolver) {
    self.dependencies = dependencies
  }

  var urlSession: URLSession { dependencies.urlSession }
}

/// Section 8's Objective-C friendly manager (`@objc` where Objective-C exists), first isolated,
/// then registered by the Objective-C controller.
final class ReviewManager: NSObject {
  private let dependencies: ReviewManagerDependencyResolver

  // weaver: urlSession <- URLSession

  init(injecting dependencies: ReviewManagerDependencyResolver) {
    self.dependencies = dependencies
  }

  var urlSession: URLSession { dependencies.urlSession }
}
