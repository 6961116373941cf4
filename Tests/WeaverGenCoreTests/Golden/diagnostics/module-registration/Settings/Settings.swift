public final class Screen {
  // weaver: title <= String
  init(injecting dependencies: ScreenDependencyResolver) {}
}
