// The init(injecting:) the Weaver test leaves out, as the user's code declares it.

extension Bar {
  convenience init(injecting dependencies: BarDependencyResolver) { self.init() }
}

extension Foo {
  convenience init(injecting dependencies: FooDependencyResolver) { self.init() }
}
