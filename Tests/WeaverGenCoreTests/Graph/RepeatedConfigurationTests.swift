import Testing

@testable import WeaverGenCore

/// A type sets each attribute of each target once: a second `name.scope` is reported at the
/// second, with a note at the first, whether the type has set a few attributes (searched in order)
/// or many (in a table), and attributes of other targets, or other attributes of the same target,
/// are not repeats.
@Suite struct RepeatedConfigurationTests {
  /// `count` registrations `d0`, `d1`, … each with its scope set, then the `extra` lines.
  private static func source(registrations count: Int, then extra: [String]) -> String {
    var lines = ["final class App {"]
    for index in 0..<count {
      lines.append("  // weaver: d\(index) = Leaf")
      lines.append("  // weaver: d\(index).scope = .transient")
    }
    lines += extra.map { "  // weaver: \($0)" }
    lines.append("}")
    lines.append("final class Leaf {}")
    return lines.joined(separator: "\n")
  }

  @Test(arguments: [1, 3, 8, 9, 20])
  func aSecondSettingOfAnAttributeIsReportedWithTheFirst(registrations: Int) {
    let repeated = ["d0.scope = .lazy", "self.isIsolated = true", "self.isIsolated = false"]
    let fixture = ModuleFixture(Self.source(registrations: registrations, then: repeated))
    let repeats = fixture.analysis.diagnostics.filter { $0.message.contains("configured twice") }
    #expect(repeats.map(\.message) == ["'d0.scope' is configured twice", "'self.isIsolated' is configured twice"])
    // The first setting of `d0.scope` is line 3; the repeat follows the registrations.
    #expect(repeats.first?.location.line == 2 * registrations + 2)
    #expect(repeats.first?.notes.map(\.location.line) == [3])
    #expect(repeats.last?.notes.map(\.location.line) == [2 * registrations + 3])
  }

  @Test(arguments: [1, 9, 20])
  func otherTargetsAndOtherAttributesAreNotRepeats(registrations: Int) {
    let fixture = ModuleFixture(
      Self.source(registrations: registrations, then: ["d0.builder = Leaf.make", "self.isIsolated = true"])
    )
    #expect(!fixture.analysis.diagnostics.contains { $0.message.contains("configured twice") }, "\(fixture.lines)")
  }
}
