struct Settings {}
final class App {
  // weaver: settings = Settings
  // weaver: settings.scope = .weak
}
