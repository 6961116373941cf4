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

  #if MAIN_ACTOR_MODE
  /// In a module whose default isolation is the main actor, the resolver is main-actor isolated.
  @MainActor init(injecting dependencies: JobDependencyResolver) {
    name = dependencies.name
  }
  #else
  init(injecting dependencies: JobDependencyResolver) {
    name = dependencies.name
  }
  #endif
}

/// Held weakly and built from a parameter: a live instance ignores new arguments.
final class Tracker {
  // weaver: label <= String

  let label: String

  init(injecting dependencies: TrackerDependencyResolver) {
    label = dependencies.label
  }
}
