import Core
import Profile
import Settings

final class AppRoot {
  // weaver: profile = ProfileScreen
  // weaver: model = ProfileModel
  // weaver: tokens = TokenScreen
  // weaver: screen = Screen
  // weaver: router = AppRouter <- Routing
  init(injecting dependencies: AppRootDependencyResolver) {}
}

final class AppRouter: Routing {
  // weaver: profileRouter = Router
  init(injecting dependencies: AppRouterDependencyResolver) {}
}
