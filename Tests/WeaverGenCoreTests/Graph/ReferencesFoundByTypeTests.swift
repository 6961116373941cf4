import Testing

@testable import WeaverGenCore

/// docs/language.md, "Found by type": a reference whose name no declaration on a path has is
/// found there by type, when the nearest ancestor declaring that type declares exactly one; a name
/// always wins, and several candidates are an error that lists them.
@Suite struct ReferencesFoundByTypeTests {
  @Test func aReferenceNamedNowhereIsFoundByTheRegisteredAbstractType() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: log = AppLogger <- Logging
        // weaver: home = Home
      }
      final class Home {
        // weaver: logger <- Logging
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.providers(of: "Home", "logger") == ["App.log"])
    #expect(fixture.foundByType(of: "Home", "logger") == ["App.log"])
  }

  /// A registration is found by the type it is exposed as, as Weaver 1.x found it: its concrete
  /// type when it has no abstract type, and a part of the composition it is exposed as; a
  /// parameter by its type.
  @Test func aRegistrationIsFoundByItsExposedTypeAndAParameterByItsType() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: clock = Clock
        // weaver: log = AppLogger <- Logging & Tracing
        // weaver: home = Home
        // weaver: home.scope = .transient
      }
      final class Home {
        // weaver: title <= String
        // weaver: time <- Clock
        // weaver: tracer <- Tracing
        // weaver: badge = Badge
      }
      final class Badge {
        // weaver: caption <- String
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.foundByType(of: "Home", "time") == ["App.clock"])
    #expect(fixture.foundByType(of: "Home", "tracer") == ["App.log"])
    #expect(fixture.foundByType(of: "Badge", "caption") == ["Home.title"])
  }

  /// Weaver 1.x rejected it too: by type, a registration with an abstract type is not found by its
  /// concrete type (by name it is).
  @Test func aRegistrationWithAnAbstractTypeIsNotFoundByItsConcreteType() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: log = AppLogger <- Logging
        // weaver: home = Home
      }
      final class Home {
        // weaver: logger <- AppLogger
      }
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.unresolvableReference])
    #expect(fixture.lines.contains("App.swift:2:14: note: did you mean 'log'? 'log: Logging' is declared here"))
  }

  /// The name is on the path, farther up than a declaration of the type: the name wins, as it
  /// always did, so a by-name graph means what it meant.
  @Test func aNameAnywhereOnThePathWinsOverANearerMatchByType() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: logger = AppLogger <- Logging
        // weaver: home = Home
      }
      final class Home {
        // weaver: audit = AuditLogger <- Logging
        // weaver: manager = Manager
      }
      final class Manager {
        // weaver: logger <- Logging
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.providers(of: "Manager", "logger") == ["App.logger"])
    #expect(fixture.foundByType(of: "Manager", "logger") == [])
  }

  @Test func aNameWithAnotherTypeIsStillATypeMismatch() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: logger = String
        // weaver: log = AppLogger <- Logging
        // weaver: home = Home
      }
      final class Home {
        // weaver: logger <- Logging
      }
      """
    )
    #expect(fixture.analysis.diagnostics.map(\.id) == [.typeMismatch])
  }

  /// As names shadow, so does a declaration of the type: the nearest ancestor declaring it decides.
  @Test func theNearestAncestorDeclaringTheTypeProvidesIt() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: log = AppLogger <- Logging
        // weaver: home = Home
      }
      final class Home {
        // weaver: audit = AuditLogger <- Logging
        // weaver: manager = Manager
      }
      final class Manager {
        // weaver: logger <- Logging
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.foundByType(of: "Manager", "logger") == ["Home.audit"])
  }

  @Test func severalDeclarationsOfTheTypeInTheNearestAncestorAreAnAmbiguity() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: log = AppLogger <- Logging
        // weaver: audit = AuditLogger <- Logging
        // weaver: home = Home
      }
      final class Home {
        // weaver: logger <- Logging
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:7:14: error: reference 'logger: Logging' is not provided by name, and 2 dependencies of its type in 'App' could provide it [ambiguous-reference]",
        "App.swift:2:14: note: candidate 'log: Logging' is declared here",
        "App.swift:3:14: note: candidate 'audit: Logging' is declared here",
        "App.swift:4:14: note: 'Home' is built here by 'App', which declares more than one 'Logging'",
        "App.swift:7:14: note: rename 'logger' to the name of the one it needs: 'log' or 'audit'",
      ]
    )
  }

  /// Each path finds its own: one generated container takes `store` from whichever builds it.
  @Test func eachPathFindsItsOwnProvider() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: home = Home
        // weaver: settings = Settings
      }
      final class Home {
        // weaver: cache = MemoryStorage <- Storage
        // weaver: detail = Detail
      }
      final class Settings {
        // weaver: disk = DiskStorage <- Storage
        // weaver: detail = Detail
      }
      final class Detail {
        // weaver: store <- Storage
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.foundByType(of: "Detail", "store") == ["Home.cache", "Settings.disk"])
  }

  /// Above `Home`, one path has the name and one does not: `Home` cannot hand `logger` down by name
  /// to one builder and by type to the other, so the path without the name fails, and a note at
  /// the declaration of the type says why it was not taken.
  @Test func aNameOnAnotherPathAboveKeepsTheTypeFromMatching() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: logger = AppLogger <- Logging
        // weaver: home = Home
      }
      final class Other {
        // weaver: home = Home
      }
      final class Home {
        // weaver: audit = AuditLogger <- Logging
        // weaver: manager = Manager
      }
      final class Manager {
        // weaver: logger <- Logging
      }
      """
    )
    #expect(
      fixture.lines == [
        "App.swift:13:14: error: reference 'logger: Logging' cannot be resolved [unresolvable-reference]",
        "App.swift:10:14: note: 'Manager' is built here by 'Home', which does not provide 'logger'",
        "App.swift:6:14: note: 'Home' is built here by root 'Other', which does not provide 'logger'",
        "App.swift:9:14: note: 'Home' declares 'audit: Logging', but it is not taken by type: 'logger' is declared above 'Home' on another path; rename the reference to the one it needs, or provide 'logger' on every path",
        "App.swift:5:13: note: register 'logger' in 'Other' to provide it to every type 'Other' builds: '// weaver: logger = Logging'",
      ])
    #expect(fixture.foundByType(of: "Manager", "logger") == [])
  }

  /// Types compare as they do by name: spelling variants are equal, an optional is another type.
  @Test func typesCompareAsTheyDoByName() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: names = Array<String>
        // weaver: home = Home
      }
      final class Home {
        // weaver: titles <- [String]
        // weaver: maybe <- [String]?
      }
      """
    )
    #expect(fixture.foundByType(of: "Home", "titles") == ["App.names"])
    #expect(fixture.analysis.diagnostics.map(\.id) == [.unresolvableReference])
    #expect(fixture.lines.first?.hasPrefix("App.swift:7:14: error: reference 'maybe: [String]?'") == true)
  }

  /// Weaver 1.x found it this way too: a misspelled name whose type has one declaration above.
  @Test func aMisspelledNameOfTheOnlyDeclarationOfItsTypeIsFoundByType() {
    let fixture = ModuleFixture(
      """
      final class App {
        // weaver: urlSession = URLSession
        // weaver: manager = Manager
      }
      final class Manager {
        // weaver: urlSesion <- URLSession
      }
      """
    )
    #expect(fixture.lines == [])
    #expect(fixture.foundByType(of: "Manager", "urlSesion") == ["App.urlSession"])
  }
}
