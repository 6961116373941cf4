import Testing

@testable import WeaverGenCore

/// Planning's groundwork (the inputs' fixed point and the isolations) is made among the graph
/// rules, before they have answered (`GraphValidator.validate(_:planningAhead:)`): a planner made
/// from it must be the planner made after them, and a graph the rules reject must get the same
/// diagnostics, the groundwork made and left unused.
@Suite struct PlanningAheadTests {
  /// Inputs forwarded through two containers, one of them isolated to the main actor, and a
  /// transient registration with a parameter.
  private static let source = """
    import UIKit
    final class Root {
      // weaver: logger = Logger
      // weaver: home = Home
      // weaver: session = Session
      // weaver: session.scope = .transient
    }
    final class Home: UIViewController {
      // weaver: detail = Detail
      // weaver: detail.scope = .transient
      // weaver: session <- Session
    }
    final class Detail {
      // weaver: logger <- Logger
      // weaver: title <= String
    }
    final class Session {}
    final class Logger {}
    """

  @Test func theJobsHoldEveryRuleOnceAndBothHalvesTheFixedPointFirst() {
    let settings = ConcurrencySettings()
    let jobs = GraphValidator.jobs(planningAhead: settings)
    #expect(jobs.first == .forwarded)
    #expect(jobs.filter { $0 == .forwarded }.count == 1)
    #expect(jobs.filter { $0 == .isolations(settings) }.count == 1)
    let rules = jobs.compactMap { job -> Int? in if case .rule(let index) = job { index } else { nil } }
    #expect(rules.sorted() == Array(GraphValidator.startOrder.indices))
    #expect(GraphValidator.jobs(planningAhead: nil) == GraphValidator.startOrder.map(GraphValidator.Job.rule))
  }

  @Test(arguments: [DefaultIsolation.nonisolated, .mainActor])
  func aPlannerFromTheGroundworkMadeAheadIsThePlannerMadeAfter(_ isolation: DefaultIsolation) throws {
    let fixture = ModuleFixture(Self.source)
    #expect(fixture.analysis.diagnostics.filter { $0.severity == .error }.isEmpty, "\(fixture.lines)")
    let settings = ConcurrencySettings(defaultIsolation: isolation)
    let validation = GraphValidator.validate(fixture.resolved.graph, planningAhead: settings)
    let groundwork = try #require(validation.groundwork)
    let ahead = ContainerPlanner(validation.resolved, groundwork: groundwork, settings: settings)
    let after = ContainerPlanner(validation.resolved, settings: settings)
    #expect(ahead.inputs == after.inputs)
    #expect(ahead.concurrency == after.concurrency)
    #expect(ahead.labels == after.labels)
    #expect(ahead.storage == after.storage)
    #expect(!ahead.inputs.needs.joined().isEmpty)
    let (aheadPlans, aheadProblems) = try ahead.plans()
    let (afterPlans, afterProblems) = try after.plans()
    #expect(aheadPlans.map(\.type.name) == afterPlans.map(\.type.name))
    #expect(aheadProblems == afterProblems)
  }

  @Test func aGraphTheRulesRejectGetsTheSameDiagnosticsWhenPlannedAhead() throws {
    // A loop of eager registrations and a reference nothing provides.
    let fixture = ModuleFixture(
      """
      final class Root {
        // weaver: a = A
        // weaver: b = B
      }
      final class A {
        // weaver: b <- B
        // weaver: missing <- Missing
      }
      final class B {
        // weaver: a <- A
      }
      """)
    let graph = fixture.resolved.graph
    let ahead = GraphValidator.validate(graph, planningAhead: ConcurrencySettings())
    let after = GraphValidator.validate(graph)
    #expect(ahead.diagnostics.map(\.id).contains(.dependencyCycle))
    #expect(ahead.diagnostics == after.diagnostics)
    #expect(ahead.groundwork != nil)
    #expect(after.groundwork == nil)
    #expect(fixture.analysis.plans == nil)
  }
}
