/// How one reference `name <- T` is provided, across every registration path that builds its type
/// (docs/language.md, "Visibility" and "Every path").
struct ReferenceResolution: Hashable, Sendable {
  /// The nearest compatible declarations found walking up each path, sorted and unique: a
  /// registration, a parameter, or a reference that passes the question further up.
  var providers: [DependencyReference] = []
  /// One failing path per root that the walk reached without finding a provider, shortest first
  /// (the order in which a breadth-first walk reaches the roots): every path must provide the
  /// reference, so each failing root is reported, not only the first.
  var failures: [Failure] = []
  /// Whether the walk reached an isolated root, whose part of the graph is not checked while
  /// nothing registers it: no failure is recorded there, and the reference is not checked further.
  var reachesIsolatedRoot: Bool = false

  /// A registration path up to a root on which no type provides the reference.
  struct Failure: Hashable, Sendable {
    /// The registrations along the path, nearest first: `chain[0]` builds the referencing type,
    /// `chain[i + 1]` builds the owner of `chain[i]`, and the owner of the last is a root.
    var chain: [DependencyReference]
    /// The nearest declaration on the path with the same name but another type, if any: the
    /// reference is then a type mismatch rather than missing.
    var mismatch: DependencyReference?
  }
}
