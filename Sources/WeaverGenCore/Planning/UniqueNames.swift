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
  /// closure's locals), each beside its 64-bit digest (`key(of:)`), so that a claim
  /// compares one word with each name taken and a string only where the words are equal; in a
  /// set past `listLimit`, so that a scope of thousands of names still takes each claim in
  /// constant time. Compared as strings, a claim cost 50 instructions a name taken (the names of
  /// a container's members are mostly too long for Swift's inline comparison), and a scope past
  /// sixteen names (2,600 of them in the bench app) built a set and hashed every claim after
  /// (docs/performance.md, stop 54). `ReferenceResolver`'s reached nodes use the same two forms.
  private var few: [Taken]
  private var many: Set<String>?
  private static let listLimit = 64

  /// A name taken and its digest. A struct rather than a tuple: an array of tuples is destroyed
  /// through the runtime's generic tuple witness, one call per element and per field, which the
  /// bench app paid for 220,000 names (docs/performance.md, stop 69).
  private struct Taken {
    var key: UInt64
    var name: String
  }

  /// `claims`: at most how many names the list will gain beyond `names.underestimatedCount` (the
  /// names claimed, and those of a lazy filter, whose count is unknown), so that the list is made
  /// once at its final size rather than copied into a larger one as the claims arrive (planning
  /// claims a name for each input and registration of every type).
  init(reserving names: some Sequence<String>, claims: Int = 0) {
    few = []
    few.reserveCapacity(min(names.underestimatedCount + claims, Self.listLimit + 1))
    for name in names {
      guard many == nil else {
        many!.insert(name)
        continue
      }
      few.append(Taken(key: Self.key(of: name), name: name))
      if few.count > Self.listLimit { moveToSet() }
    }
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
    let key = Self.key(of: name)
    for index in few.indices where few[index].key == key && few[index].name == name { return false }
    few.append(Taken(key: key, name: name))
    if few.count > Self.listLimit { moveToSet() }
    return true
  }

  private mutating func moveToSet() {
    many = Set(few.lazy.map(\.name))
    few = []
  }

  /// The name's digest (`NameDigest`): equal names have equal keys, and two names of a scope that
  /// share one are compared as strings.
  private static func key(of name: String) -> UInt64 { NameDigest.of(name) }
}
