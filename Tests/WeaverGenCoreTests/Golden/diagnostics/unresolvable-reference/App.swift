final class App {
  // weaver: manager = Manager
}
final class Manager {
  // weaver: session <- Session
}
