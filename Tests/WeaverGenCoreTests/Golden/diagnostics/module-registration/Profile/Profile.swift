import Core

public final class ProfileScreen {
  // weaver: api <- APIClient
  // weaver: model = ProfileModel
  init(injecting dependencies: ProfileScreenDependencyResolver) {}
}

public final class Router {
  // weaver: router <- Routing
  init(injecting dependencies: RouterDependencyResolver) {}
}

final class ProfileModel {
  // weaver: api <- APIClient
  init(injecting dependencies: ProfileModelDependencyResolver) {}
}

struct Token {}

public final class TokenScreen {
  // weaver: token <- Token
  init(injecting dependencies: TokenScreenDependencyResolver) {}
}

public final class Screen {
  // weaver: api <- APIClient
  init(injecting dependencies: ScreenDependencyResolver) {}
}
