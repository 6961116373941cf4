/// A struct and an actor can be injectable too.
struct Worker {
  // weaver: job = Job
  // weaver: job.scope = .transient
  // weaver: tracker = Tracker
  // weaver: tracker.scope = .weak

  let dependencies: WorkerDependencyResolver

  init(injecting dependencies: WorkerDependencyResolver) {
    self.dependencies = dependencies
  }
}

actor Job {
  // weaver: name <= String
  // weaver: clock <- Clock

  let name: String

  /// An actor's initializer is nonisolated, in any module, and so is its resolver.
  init(injecting dependencies: JobDependencyResolver) {
    name = dependencies.name
  }
}

/// Held weakly and built from a parameter: a live instance ignores new arguments.
final class Tracker {
  // weaver: label <= String

  let label: String

  init(injecting dependencies: TrackerDependencyResolver) {
    label = dependencies.label
  }
}
