/// How one reference `name <- T` is provided, across every registration path that builds its type
/// (DESIGN §4, "Visibility" and "Every path").
public struct ReferenceResolution: Hashable, Sendable {
  /// The nearest compatible declarations found walking up each path, sorted and unique: a
  /// registration, a parameter, or a reference that passes the question further up.
  public var providers: [DependencyReference]
  /// A path on which nothing provides the reference, when there is one.
  public var failure: Failure?

  public init(providers: [DependencyReference] = [], failure: Failure? = nil) {
    self.providers = providers
    self.failure = failure
  }

  /// A registration path up to a root on which no type provides the reference.
  public struct Failure: Hashable, Sendable {
    /// The registrations along the path, nearest first: `chain[0]` builds the referencing type,
    /// `chain[i + 1]` builds the owner of `chain[i]`, and the owner of the last is a root.
    public var chain: [DependencyReference]
    /// The nearest declaration on the path with the same name but another type, if any: the
    /// reference is then a type mismatch rather than missing.
    public var mismatch: DependencyReference?
  }
}
