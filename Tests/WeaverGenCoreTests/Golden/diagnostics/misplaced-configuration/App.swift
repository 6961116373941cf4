final class App {
  // weaver: home.scope = .lazy
  // weaver: home = Home
}
