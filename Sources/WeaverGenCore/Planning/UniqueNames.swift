/// Hands out names that nothing else in one Swift scope already has, by appending `_2`, `_3`, …
/// to the wanted name until it is free.
///
/// Generated code must compile whatever the annotations call things: two dependencies named `url`
/// and `Url` both want `_makeUrl`, and a registration and a forwarded input of the same name both
/// want `_clock`. A name that collides with nothing is kept as wanted, so ordinary output does not
/// change; which of two colliding names keeps its spelling depends only on the order of the
/// claims, which the callers fix.
struct UniqueNames {
  private var taken: Set<String>

  init(reserving names: some Sequence<String>) {
    taken = Set(names)
  }

  /// `wanted`, or the first of `wanted_2`, `wanted_3`, … that is still free; taken from now on.
  mutating func claim(_ wanted: String) -> String {
    var name = wanted
    var suffix = 2
    while !taken.insert(name).inserted {
      name = "\(wanted)_\(suffix)"
      suffix += 1
    }
    return name
  }
}
