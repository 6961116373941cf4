protocol Service {}
final class App {
  // weaver: service = LiveService <- Service
  // weaver: service.builder = App.make
  // weaver: service.scope = .weak
}
