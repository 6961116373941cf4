/// One request to the server: who asks, and for what.
struct Request: Sendable {
  let client: String
  /// `/books/<id>` or `/search?q=<word>`.
  let path: String
}

/// The server's answer, as an HTTP status and a body.
struct Response: Sendable {
  let status: Int
  let body: String
}

/// Answers one request. Built for each request (`.transient`) with the request as its parameter, and
/// given the shared services by the root. It lives and dies inside one task and is never shared, so
/// it needs neither a lock nor `Sendable`.
final class RequestHandler {
  // weaver: request <= Request
  // weaver: catalog <- Catalog
  // weaver: searchIndex <- SearchIndex
  // weaver: rateLimiter <- RateLimiter

  let dependencies: RequestHandlerDependencyResolver

  init(injecting dependencies: RequestHandlerDependencyResolver) {
    self.dependencies = dependencies
  }

  func respond() async -> Response {
    let request = dependencies.request
    guard await dependencies.rateLimiter.admit(request.client) else {
      return Response(status: 429, body: "too many requests from \(request.client)")
    }
    if let id = request.path.wholeMatch(of: /\/books\/(\d+)/).flatMap({ Int($0.1) }) {
      guard let book = dependencies.catalog.book(id: id) else { return Response(status: 404, body: "no book \(id)") }
      return Response(status: 200, body: book.title)
    }
    if let word = request.path.wholeMatch(of: /\/search\?q=(\w+)/)?.1 {
      // The first search builds the shared index; every later one reads it.
      let titles = dependencies.searchIndex.books(matching: String(word)).map(\.title)
      return Response(status: 200, body: titles.isEmpty ? "no books" : titles.joined(separator: "; "))
    }
    return Response(status: 404, body: "no route for \(request.path)")
  }
}
