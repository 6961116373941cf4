// A Weaver 1.x module written with property wrappers only, as Weaver's Sample app is. It compiles
// once `weaver-gen migrate --write` has rewritten the wrappers (WeaverMigrationTests).

final class AppDelegate {
  @Weaver(.registration)
  private var logger: Logger

  @Weaver(.registration, builder: AppDelegate.makeSession)
  private var session: Session

  @Weaver(.registration, type: MovieManager.self, scope: .lazy)
  private var movieManager: MovieManaging

  @WeaverP2(.registration, type: MovieScreen.self, scope: .transient)
  private var movieScreen: (Int, String) -> MovieScreen

  init(injecting _: AppDelegateDependencyResolver) {}

  func start() -> String {
    logger.log("start")
    return movieScreen(7, "Up").describe()
  }
}

extension AppDelegate {
  static func makeSession(_ dependencies: AppDelegateDependencyResolver) -> Session {
    Session(host: "example.org")
  }
}

final class Logger {
  private(set) var lines: [String] = []

  func log(_ line: String) { lines.append(line) }
}

final class Session {
  let host: String

  init(host: String) { self.host = host }
}

protocol MovieManaging: AnyObject {
  var host: String { get }
}

final class MovieManager: MovieManaging {
  @Weaver(.reference) private var session: Session

  init(injecting _: MovieManagerDependencyResolver) {}

  var host: String { session.host }
}

final class MovieScreen {
  @Weaver(.parameter)
  private var movieID: Int

  @Weaver(.parameter)
  private var title: String

  @Weaver(.reference)
  private var movieManager: MovieManaging

  init(injecting _: MovieScreenDependencyResolver) {}

  func describe() -> String { "movie \(movieID) \(title) via \(movieManager.host)" }
}
