import Testing

@testable import WeaverGenCore

/// `ReferenceResolutions` keeps the resolutions in the order resolution made them and reads them
/// through a `DependencyTable` of positions: each reference must read its own, and any other
/// dependency none.
@Suite struct ReferenceResolutionsTests {
  @Test func eachReferenceReadsItsOwnResolution() throws {
    let fixture = ModuleFixture(
      """
      final class Root {
        // weaver: api = API
        // weaver: detail = Detail
      }
      final class API {}
      final class Detail {
        // weaver: api <- API
        // weaver: title <= String
        // weaver: missing <- Missing
        // weaver: apiAgain <- API
      }
      """)
    let resolved = try #require(fixture.analysis.resolved)
    let resolutions = resolved.resolutions
    let references = resolved.graph.dependencyIDs.filter { resolved.graph[$0].isReference }
    #expect(resolutions.references == references)
    #expect(resolutions.count == 3)
    let failing = resolutions.references { !$0.failures.isEmpty }
    #expect(failing.map { resolved.graph[$0].name } == ["missing"])
    for reference in references {
      let failures = try #require(resolutions[reference]).failures
      #expect(failures.isEmpty == (resolved.graph[reference].name != "missing"))
    }
    for dependency in resolved.graph.dependencyIDs where !resolved.graph[dependency].isReference {
      #expect(resolutions[dependency] == nil)
    }
  }
}
