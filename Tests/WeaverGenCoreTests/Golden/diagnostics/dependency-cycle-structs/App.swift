/// A loop through a struct (`Panel`): the fix points at `panel`, whose deferred build then reads the
/// class `Pane`. Through structs only (`Badge` and `Label`), no scope avoids the container, and
/// the fix says so.
final class Root {
  // weaver: pane = Pane
  // weaver: panel = Panel
  // weaver: badge = Badge
  // weaver: label = Label
}
final class Pane {
  // weaver: panel <- Panel
}
struct Panel {
  // weaver: pane <- Pane
}
struct Badge {
  // weaver: label <- Label
}
struct Label {
  // weaver: badge <- Badge
}
