/// Sends the sample's requests.
public protocol APIProtocol {}

public final class MovieAPI: APIProtocol {
  // weaver: urlSession <- URLSession

  // weaver: logger = Logger

  private let dependencies: MovieAPIDependencyResolver

  init(injecting dependencies: MovieAPIDependencyResolver) {
    self.dependencies = dependencies
  }
}
