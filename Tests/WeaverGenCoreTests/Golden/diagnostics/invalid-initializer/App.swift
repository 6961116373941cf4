final class App {
  // weaver: home = Home
}
final class Home {
  // weaver: title = String
  init(injecting dependencies: HomeDependencyResolver) async {}
}
