protocol Logging {}
final class AppLogger: Logging {}
final class AuditLogger: Logging {}
final class App {
  // weaver: log = AppLogger <- Logging
  // weaver: audit = AuditLogger <- Logging
  // weaver: screen = Screen
}
final class Screen {
  // weaver: list = List
}
final class List {
  // weaver: logger <- Logging
}
