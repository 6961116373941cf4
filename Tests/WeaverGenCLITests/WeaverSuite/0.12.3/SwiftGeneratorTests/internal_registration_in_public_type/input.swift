final class FooTest9 {
  // weaver: fuu <= String

  init(injecting _: FooTest9DependencyResolver) {
  }
}
public final class FuuTest9 {
  // weaver: fuu <= String

  // weaver: foo = FooTest9

  init(injecting _: FuuTest9DependencyResolver) {
  }
}
