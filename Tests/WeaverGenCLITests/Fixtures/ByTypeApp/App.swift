// A Weaver 1.x app whose references name no dependency and are found by type, as Weaver 1.x found
// them: from the root one level down, through a container that does not have the type, from a
// parent's own reference, from a parameter, and, for a screen built on two paths, from a different
// dependency on each path.

protocol Logging: AnyObject {
  func log(_ line: String)
}

final class AppLogger: Logging {
  private(set) var lines: [String] = []

  func log(_ line: String) { lines.append(line) }
}

protocol APIClient: AnyObject {
  var host: String { get }
}

final class HTTPClient: APIClient {
  let host = "api.example.com"
}

protocol Storage: AnyObject {
  var kind: String { get }
}

final class MemoryStorage: Storage {
  let kind = "memory"
}

final class DiskStorage: Storage {
  let kind = "disk"
}

final class AppDelegate {
  // weaver: log = AppLogger <- Logging
  // weaver: api = HTTPClient <- APIClient
  // weaver: home = HomeScreen
  // weaver: settings = SettingsScreen

  let dependencies: AppDelegateDependencyResolver

  init(injecting dependencies: AppDelegateDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class HomeScreen {
  // weaver: logger <- Logging
  // weaver: cache = MemoryStorage <- Storage
  // weaver: feed = FeedScreen
  // weaver: detail = DetailScreen
  // weaver: detail.scope = .lazy

  let dependencies: HomeScreenDependencyResolver

  init(injecting dependencies: HomeScreenDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class FeedScreen {
  // `client` is two containers down from `api`; `logging` is found as `HomeScreen`'s own
  // `logger`; `log` has a name, which always wins.
  // weaver: client <- APIClient
  // weaver: logging <- Logging
  // weaver: log <- Logging

  let dependencies: FeedScreenDependencyResolver

  init(injecting dependencies: FeedScreenDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class SettingsScreen {
  // weaver: disk = DiskStorage <- Storage
  // weaver: detail = DetailScreen
  // weaver: detail.scope = .lazy
  // weaver: profile = ProfileScreen
  // weaver: profile.scope = .transient

  let dependencies: SettingsScreenDependencyResolver

  init(injecting dependencies: SettingsScreenDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Built by `HomeScreen` and by `SettingsScreen`: its `store` is each one's own storage.
final class DetailScreen {
  // weaver: store <- Storage
  // weaver: tracer <- Logging

  let dependencies: DetailScreenDependencyResolver

  init(injecting dependencies: DetailScreenDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class ProfileScreen {
  // weaver: user <= String
  // weaver: badge = Badge

  let dependencies: ProfileScreenDependencyResolver

  init(injecting dependencies: ProfileScreenDependencyResolver) {
    self.dependencies = dependencies
  }
}

final class Badge {
  // weaver: title <- String

  let dependencies: BadgeDependencyResolver

  init(injecting dependencies: BadgeDependencyResolver) {
    self.dependencies = dependencies
  }
}
