final class FuuTest13 {
}

final class FooTest13 {
  // weaver: fuu = FuuTest13
  // weaver: fuu.scope = .container
}
