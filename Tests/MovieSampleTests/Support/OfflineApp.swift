@testable import MovieSample

/// The app launched on `options` (the bundled fixtures by default), with its home screen loaded: where
/// every screen test starts. The app is returned too, since it holds the root container. On the main
/// actor, as UIKit launches apps.
@MainActor func launchWithLoadedHome(_ options: LaunchOptions = .offline) async throws -> (
  app: AppDelegate, home: HomeViewController
) {
  let app = AppDelegate(launchOptions: options)
  let home = app.rootViewController
  try await home.loadMovies()
  return (app, home)
}
