import Foundation

/// A server's root, shared by every request task: `Sendable`, so it can store its resolver, whose
/// container holds only what can be shared. Everything is `nonisolated`, so that the module
/// compiles the same whatever its default isolation.
nonisolated final class Application: Sendable {
  // weaver: config = ServerConfig
  // weaver: database = Database
  // weaver: database.scope = .lazy
  // weaver: metrics = Metrics
  // weaver: cache = ResponseCache
  // weaver: cache.scope = .weak
  // weaver: handler = RequestHandler
  // weaver: handler.scope = .transient

  let dependencies: ApplicationDependencyResolver

  init(injecting dependencies: ApplicationDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// One request's handler, built per request with the request as a parameter.
nonisolated final class RequestHandler: Sendable {
  // weaver: request <= Request
  // weaver: database <- Database
  // weaver: metrics <- Metrics
  // weaver: config <- ServerConfig

  let dependencies: RequestHandlerDependencyResolver

  init(injecting dependencies: RequestHandlerDependencyResolver) {
    self.dependencies = dependencies
  }

  func handle() async -> String {
    await dependencies.metrics.record(dependencies.request.path)
    return "\(dependencies.config.name) \(dependencies.database.query(dependencies.request.path))"
  }
}

/// An actor every handler reports to.
actor Metrics {
  // weaver: config <- ServerConfig

  let dependencies: MetricsDependencyResolver
  private(set) var paths: [String] = []

  init(injecting dependencies: MetricsDependencyResolver) {
    self.dependencies = dependencies
  }

  func record(_ path: String) {
    paths.append("\(dependencies.config.name)\(path)")
  }
}

/// Opened on first use, once, however many requests ask at the same time.
nonisolated final class Database: Sendable {
  static let opened = Counter()

  init() {
    Self.opened.increment()
  }

  func query(_ path: String) -> String { "rows for \(path)" }
}

/// Kept while a request uses it.
nonisolated final class ResponseCache: Sendable {
  init() {}
}

nonisolated struct ServerConfig: Sendable {
  var name = "server"
}

nonisolated struct Request: Sendable {
  var path: String
}

/// A thread-safe count, for the checks.
nonisolated final class Counter: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var value = 0

  func increment() {
    lock.withLock { value += 1 }
  }

  var count: Int { lock.withLock { value } }
}
