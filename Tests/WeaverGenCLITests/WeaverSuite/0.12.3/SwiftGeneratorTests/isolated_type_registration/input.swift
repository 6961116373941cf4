final class FuuTest3 {
}

protocol FaaTest3 {
}

final class FooTest3 {
  // weaver: self.isIsolated = true

  // weaver: fuu = FuuTest3

  // weaver: faa <- FaaTest3
}
