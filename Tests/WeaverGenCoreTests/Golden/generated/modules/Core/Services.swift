public protocol APIClient: Sendable {}
public protocol Clock: Sendable {}
public final class SystemClock: Clock {
  public init() {}
}
public final class Logger: Sendable {
  public init() {}
}
