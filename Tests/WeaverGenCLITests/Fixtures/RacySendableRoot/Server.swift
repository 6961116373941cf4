/// Racy on purpose: a `Sendable` root, shared by tasks, whose container would hold a
/// non-`Sendable` log they all write. The generated container must not compile.
nonisolated final class Server: Sendable {
  // weaver: log = RequestLog

  let dependencies: ServerDependencyResolver

  init(injecting dependencies: ServerDependencyResolver) {
    self.dependencies = dependencies
  }
}

nonisolated final class RequestLog {
  var lines: [String] = []
}
