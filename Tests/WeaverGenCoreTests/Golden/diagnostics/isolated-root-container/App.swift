final class App {
  // weaver: home = Home
}
@MainActor final class Home {}
