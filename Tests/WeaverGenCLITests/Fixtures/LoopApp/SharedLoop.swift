import Foundation

/// The same loop in a server's root, shared by concurrent tasks: `Sendable`, so its container and
/// the providers it hands down are, and the loop's cell is locked. Everything is `nonisolated`, so
/// that the module compiles the same whatever its default isolation.
nonisolated final class Server: Sendable {
  // weaver: router = Router
  // weaver: store = Store
  // weaver: store.scope = .lazy

  let dependencies: ServerDependencyResolver

  init(injecting dependencies: ServerDependencyResolver) {
    self.dependencies = dependencies
  }
}

nonisolated final class Router: Sendable {
  // weaver: store <- Store

  let dependencies: RouterDependencyResolver

  init(injecting dependencies: RouterDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Opened once, however many tasks ask at the same time.
nonisolated final class Store: Sendable {
  // weaver: router <- Router

  static let opened = OpenCount()
  let dependencies: StoreDependencyResolver

  init(injecting dependencies: StoreDependencyResolver) {
    self.dependencies = dependencies
    Self.opened.increment()
  }
}

/// A thread-safe count, for the checks.
nonisolated final class OpenCount: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var value = 0

  func increment() {
    lock.withLock { value += 1 }
  }

  var count: Int { lock.withLock { value } }
}
