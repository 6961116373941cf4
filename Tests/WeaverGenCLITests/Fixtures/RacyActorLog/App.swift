import UIKitStandIn

/// Racy on purpose: a non-`Sendable` log, registered by the main-actor root, is referenced by a
/// main-actor screen and by an actor, so the two would write it at the same time. Written by hand,
/// the compiler rejects handing the log to the actor; the generated containers must not hide it.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  // weaver: log = RequestLog
  // weaver: screen = LogViewController
  // weaver: store = Store

  let dependencies: AppDelegateDependencyResolver

  init(injecting dependencies: AppDelegateDependencyResolver) {
    self.dependencies = dependencies
    super.init()
  }
}

final class LogViewController: UIViewController {
  // weaver: log <- RequestLog

  let dependencies: LogViewControllerDependencyResolver

  init(injecting dependencies: LogViewControllerDependencyResolver) {
    self.dependencies = dependencies
    super.init()
  }

  func show() { dependencies.log.lines.append("shown") }
}

actor Store {
  // weaver: log <- RequestLog

  let dependencies: StoreDependencyResolver

  init(injecting dependencies: StoreDependencyResolver) {
    self.dependencies = dependencies
  }

  func save() { dependencies.log.lines.append("saved") }
}

final class RequestLog {
  var lines: [String] = []
}
