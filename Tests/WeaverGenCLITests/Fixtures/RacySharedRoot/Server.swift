/// Racy on purpose: a root that is not `Sendable`, with a non-`Sendable` registration, shared by
/// many tasks that write it. Written by hand, the compiler rejects capturing the root in them; the
/// generated container must not make it `Sendable`.
final class Server {
  // weaver: log = RequestLog

  let dependencies: ServerDependencyResolver

  init(injecting dependencies: ServerDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class RequestLog {
  var lines: [String] = []
}
