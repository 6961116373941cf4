final class FooTest10 {
  // weaver: fuu = FuuTest10<String>
}

final class FuuTest10<T> {
}
