final class App {
  // weaver: logger = Logger

  init(injecting _: AppDependencyResolver) {}
}

final class Logger {}
