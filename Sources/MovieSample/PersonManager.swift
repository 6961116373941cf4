/// Loads the details of people (actors, directors), for a person screen that does not exist yet.
///
/// Nothing registers it, so its reference to `movieAPI` has no provider, which weaver-gen would report.
/// `self.isIsolated = true` says it is not wired into the graph yet: it is not checked until something
/// registers it, and its generated container takes `movieAPI` as an initializer argument so that it can
/// be built and tested by hand meanwhile. The tutorial did the same with its review manager.
///
/// `Sendable`, as the other managers, for the screen that will await it from the main actor.
final class PersonManager: Sendable {
  // weaver: self.isIsolated = true
  // weaver: movieAPI <- MovieAPI

  let dependencies: PersonManagerDependencyResolver

  init(injecting dependencies: PersonManagerDependencyResolver) {
    self.dependencies = dependencies
  }

  /// The details of the person with TMDB identifier `id`.
  func person(id: UInt) async throws -> Person {
    try await dependencies.movieAPI.person(id: id)
  }
}
