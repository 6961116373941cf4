/// What the sample's types log with.
public final class Logger {
  public init() {}
}
