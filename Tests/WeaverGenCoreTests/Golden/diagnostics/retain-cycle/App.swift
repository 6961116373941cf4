final class App {
  // weaver: session = Session
  // weaver: session.scope = .lazy
  // weaver: session.builder = App.makeSession
  // weaver: home = Home
}
final class Home {
  // weaver: session <- Session
}
