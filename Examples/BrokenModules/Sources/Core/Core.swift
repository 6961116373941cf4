/// What the app provides to its features.
public protocol Clock: Sendable {
  var now: Int { get }
}
