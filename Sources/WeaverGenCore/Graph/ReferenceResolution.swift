/// How one reference `name <- T` is provided, across every registration path that builds its type
/// (docs/language.md, "Visibility", "Every path" and "Found by type").
struct ReferenceResolution: Hashable, Sendable {
  /// The nearest compatible declarations found walking up each path, sorted and unique: a
  /// registration, a parameter, or a reference that passes the question further up.
  var providers: [DependencyID] = []
  /// The providers found by type rather than by name, sorted and unique: on their paths no
  /// declaration has the reference's name.
  var foundByType: [DependencyID] = []
  /// One failing path per root that the walk reached without finding a provider, shortest first
  /// (the order in which a breadth-first walk reaches the roots): every path must provide the
  /// reference, so each failing root is reported, not only the first.
  var failures: [Failure] = []
  /// The paths on which the nearest ancestor with declarations of the reference's type has several
  /// of them, and none has its name: a match by type would be a guess.
  var ambiguities: [Ambiguity] = []
  /// Declarations of the reference's type that would have provided it by type, but for its name
  /// declared on another path above their owner (one per owner met, in the walk's order): why a
  /// path that has them still fails.
  var keptByName: [DependencyID] = []
  /// Whether the walk reached an isolated root, whose part of the graph is not checked while
  /// nothing registers it: no failure is recorded there, and the reference is not checked further.
  var reachesIsolatedRoot: Bool = false

  /// A registration path up to a root on which no type provides the reference.
  struct Failure: Hashable, Sendable {
    /// The registrations along the path, nearest first: its first builds the referencing type,
    /// each next one builds the owner of the one before, and the owner of the last is a root.
    var chain: RegistrationPath
    /// The nearest declaration on the path with the same name but another type, if any: the
    /// reference is then a type mismatch rather than missing.
    var mismatch: DependencyID?
  }

  /// A registration path up to an ancestor that declares several values of the reference's type.
  struct Ambiguity: Hashable, Sendable {
    /// The registrations along the path, nearest first, as in `Failure`; the owner of the last is
    /// the ancestor.
    var chain: [DependencyID]
    /// The ancestor's declarations of the reference's type, in declaration order.
    var candidates: [DependencyID]
  }
}
