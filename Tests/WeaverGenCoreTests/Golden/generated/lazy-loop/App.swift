/// The `dependency-cycle` fix followed: `Root` keeps `a` and `b`, which need each other, and `b`
/// is `.lazy`. `b`'s provider reads `a` through a loop cell; `A` holds the provider, not the
/// container: no `retain-cycle`.
final class Root {
  // weaver: a = A
  // weaver: b = B
  // weaver: b.scope = .lazy
  init(injecting dependencies: RootDependencyResolver) {}
}

/// `A` and `B` both `.weak`: providers that need each other, built through the container, which
/// keeps neither. `Root`'s provider then hands `B` its `a` as a provider: the value it read.
final class Other {
  // weaver: a = A
  // weaver: a.scope = .weak
  // weaver: b = B
  // weaver: b.scope = .weak
  init(injecting dependencies: OtherDependencyResolver) {}
}

final class A {
  // weaver: b <- B
  init(injecting dependencies: ADependencyResolver) {}
}

final class B {
  // weaver: a <- A
  init(injecting dependencies: BDependencyResolver) {}
}

/// A loop through a struct, which no cell holds weakly: built through the container, as the
/// warning says.
final class Stack {
  // weaver: top = Top
  // weaver: bottom = Bottom
  // weaver: bottom.scope = .lazy
  init(injecting dependencies: StackDependencyResolver) {}
}

struct Top {
  // weaver: bottom <- Bottom
  init(injecting dependencies: TopDependencyResolver) {}
}

final class Bottom {
  // weaver: top <- Top
  init(injecting dependencies: BottomDependencyResolver) {}
}
