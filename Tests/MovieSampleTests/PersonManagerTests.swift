import Testing

@testable import MovieSample

/// `PersonManager` is isolated: nothing registers it yet, so its container is built by hand with the
/// values it would otherwise get from the graph.
struct PersonManagerTests {
  @Test func containerBuiltByHandServesTheGivenAPI() async throws {
    let manager = PersonManager(injecting: PersonManagerDependencyContainer(movieAPI: FixtureMovieAPI()))
    let person = try await manager.person(id: 287)
    #expect(person.name == "Brad Pitt")
    #expect(person.knownForDepartment == "Acting")
    #expect(person.birthday == "1963-12-18")
  }

  @Test func failuresOfTheGivenAPIReachTheCaller() async {
    let error = MovieAPIError.httpStatus(404, path: "person/1")
    let manager = PersonManager(
      injecting: PersonManagerDependencyContainer(movieAPI: FailingMovieAPI(error: error))
    )
    await #expect(throws: error) { try await manager.person(id: 1) }
  }
}
