@preconcurrency import Dispatch
public final class Gateway {
  // weaver: clock <- Clock
  // weaver: default = Settings
  // weaver: inner = Outer.Inner
}
public enum Outer {
  public final class Inner {
    // weaver: default <- Settings
    // weaver: import MovieAPI
  }
}
final class Draft {
  // weaver: self.isIsolated = true
  // weaver: id <= Int
  // weaver: editor = Editor
}
final class Editor {
  // weaver: clock <- Clock
}