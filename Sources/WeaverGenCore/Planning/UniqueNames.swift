/// Hands out names that nothing else in one Swift scope already has, by appending `_2`, `_3`, …
/// to the wanted name until it is free.
///
/// Generated code must compile whatever the annotations call things: two dependencies named `url`
/// and `Url` both want `_makeUrl`, and a registration and a forwarded input of the same name both
/// want `_clock`. A name that collides with nothing is kept as wanted, so ordinary output does not
/// change; which of two colliding names keeps its spelling depends only on the order of the
/// claims, which the callers fix.
struct UniqueNames {
  /// The names taken: in a list while there are few, as in most scopes (a type's dependencies, a
  /// closure's locals), where comparing a short name with a handful of others is cheaper than
  /// hashing it and allocating a set; in a set past `listLimit`, so that a scope of thousands
  /// of names still takes each claim in constant time.
  private var few: [String]
  private var many: Set<String>?
  private static let listLimit = 16

  /// `claims`: at most how many names the list will gain beyond `names.underestimatedCount` (the
  /// names claimed, and those of a lazy filter, whose count is unknown), so that the list is made
  /// once at its final size rather than copied into a larger one as the claims arrive (planning
  /// claims a name for each input and registration of every type).
  init(reserving names: some Sequence<String>, claims: Int = 0) {
    few = []
    few.reserveCapacity(min(names.underestimatedCount + claims, Self.listLimit + 1))
    few.append(contentsOf: names)
    if few.count > Self.listLimit { moveToSet() }
  }

  /// `wanted`, or the first of `wanted_2`, `wanted_3`, … that is still free; taken from now on.
  mutating func claim(_ wanted: String) -> String {
    var name = wanted
    var suffix = 2
    while !take(name) {
      name = "\(wanted)_\(suffix)"
      suffix += 1
    }
    return name
  }

  /// Takes `name` if it is free; whether it was.
  private mutating func take(_ name: String) -> Bool {
    if many != nil { return many!.insert(name).inserted }
    if few.contains(name) { return false }
    few.append(name)
    if few.count > Self.listLimit { moveToSet() }
    return true
  }

  private mutating func moveToSet() {
    many = Set(few)
    few = []
  }
}
