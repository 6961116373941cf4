/// The root of the server's graph: one instance for the whole process, shared by every request task.
///
/// `Sendable`, so its generated resolver is `Sendable` and it can keep it: every task reads the same
/// container at once, which the compiler then lets through only because everything the container
/// holds is `Sendable` too, and its `.lazy` search index sits behind a lock, built once. What one
/// request needs alone, its handler, is `.transient`: built per call, with the request as its
/// parameter, and never shared.
final class Server: Sendable {
  // weaver: config = ServerConfig
  // weaver: log = Log
  // weaver: catalog = Catalog
  // weaver: rateLimiter = RateLimiter

  // weaver: searchIndex = SearchIndex
  // weaver: searchIndex.scope = .lazy

  // weaver: handler = RequestHandler
  // weaver: handler.scope = .transient

  let dependencies: ServerDependencyResolver

  init(injecting dependencies: ServerDependencyResolver) {
    self.dependencies = dependencies
  }

  /// Answers `request` with a handler of its own, which the shared services answer through.
  func respond(to request: Request) async -> Response {
    await dependencies.handler(request: request).respond()
  }
}

/// The server's settings: a value, fixed when the server starts, so it is shared by copying.
struct ServerConfig: Sendable {
  /// How many requests one client may make; the rate limiter refuses the rest.
  var requestLimit = 60
}
