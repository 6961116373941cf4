// References that name no dependency, found by type (docs/language.md, "Found by type"): `Screen`
// finds the root's `log` one container up; `Row` finds `Screen`'s own `logger` two containers up,
// through `List`, which has no `Logging`; `Badge` finds its builder's parameter `user`.
protocol Logging {}
final class AppLogger: Logging {}
final class App {
  // weaver: log = AppLogger <- Logging
  // weaver: screen = Screen
}
final class Screen {
  // weaver: logger <- Logging
  // weaver: list = List
}
final class List {
  // weaver: row = Row
  // weaver: row.scope = .transient
  // weaver: profile = Profile
  // weaver: profile.scope = .transient
}
final class Row {
  // weaver: tracer <- Logging
}
final class Profile {
  // weaver: user <= String
  // weaver: badge = Badge
}
final class Badge {
  // weaver: title <- String
}
