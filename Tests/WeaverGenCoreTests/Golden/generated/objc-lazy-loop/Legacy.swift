final class Legacy {
  // weaver: left = Left
  // weaver: right = Right
  // weaver: right.scope = .lazy
}
extension Legacy: LegacyObjCDependencyInjectable {}
final class Left: NSObject {
  // weaver: right <- Right
}
final class Right: NSObject {
  // weaver: left <- Left
}