/// The app's shared services, in a module with no annotations of its own.
public protocol Clock: Sendable {
  var now: Int { get }
}

public final class SystemClock: Clock {
  public let now = 42
  public init() {}
}

/// Records what was built, in order, so the test can tell when each scope builds.
public final class Tally {
  public private(set) var entries: [String] = []
  public init() {}
  public func record(_ entry: String) { entries.append(entry) }
}
