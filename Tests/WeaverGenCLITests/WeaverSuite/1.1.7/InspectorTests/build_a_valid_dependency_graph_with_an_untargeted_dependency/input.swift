class Foo {
  // weaver: bar = Bar
  // weaver: bar.platforms = [.watchOS]
}

class Bar {
  // weaver: foo = Foo
  // weaver: foo.platforms = [.iOS, .watchOS]
}
