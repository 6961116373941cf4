/// A root whose registrations a test swaps (docs/testing.md): a `.lazy` value handed down as a
/// provider, a `.weak` one, one exposed as a protocol that a child takes as its concrete type, and
/// a public screen, whose container also takes plain values.
final class App {
  // weaver: store = Store
  // weaver: store.scope = .lazy
  // weaver: api = LiveAPI <- API
  // weaver: cache = Cache
  // weaver: cache.scope = .weak
  // weaver: reader = Reader
  // weaver: screen = Screen

  init(injecting dependencies: AppDependencyResolver) {}
}

public final class Store: Sendable {
  public init() {}
}

protocol API: AnyObject {}

final class LiveAPI: API {}

final class Cache {}

/// Takes the API as its concrete type, so the root keeps it as one.
final class Reader {
  // weaver: api <- LiveAPI

  init(injecting dependencies: ReaderDependencyResolver) {}
}
