final class App {
  // weaver: home = Home
  // weaver: hom.scope = .lazy
}
