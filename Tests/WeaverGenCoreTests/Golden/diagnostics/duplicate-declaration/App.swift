final class App {
  // weaver: home = Home
  // weaver: home = Other
}
