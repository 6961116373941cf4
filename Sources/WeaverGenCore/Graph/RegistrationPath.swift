/// A registration path up to a root, nearest hop first: `site` builds the type the path starts
/// from, and `above` is the rest of the path, from the type that owns `site` up to the root.
///
/// The paths of a type share their upper part with the paths of the types that register it, so
/// the failing paths of every type of a chain of `n` types take `n` hops in all, not `n²/2`: a
/// chain of types that each miss their own reference once took gigabytes to describe (issue 18).
final class RegistrationPath: Sendable, Hashable, Sequence {
  let site: DependencyID
  let above: RegistrationPath?
  /// How many hops the path has, this one included.
  let count: Int
  /// The registration in the root, where the path ends.
  let root: DependencyID

  init(_ site: DependencyID, above: RegistrationPath? = nil) {
    self.site = site
    self.above = above
    count = (above?.count ?? 0) + 1
    root = above?.root ?? site
  }

  /// The path built from its hops, nearest first.
  convenience init?<Hops: BidirectionalCollection<DependencyID>>(_ hops: Hops) {
    guard let nearest = hops.first else { return nil }
    var above: RegistrationPath?
    for site in hops.dropFirst().reversed() { above = RegistrationPath(site, above: above) }
    self.init(nearest, above: above)
  }

  func makeIterator() -> AnyIterator<DependencyID> {
    var next: RegistrationPath? = self
    return AnyIterator {
      defer { next = next?.above }
      return next?.site
    }
  }

  static func == (lhs: RegistrationPath, rhs: RegistrationPath) -> Bool {
    lhs === rhs || (lhs.count == rhs.count && lhs.elementsEqual(rhs))
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(site)
    hasher.combine(root)
  }
}
