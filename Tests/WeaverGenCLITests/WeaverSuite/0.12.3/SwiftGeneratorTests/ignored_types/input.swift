final class FooTest8 {
  // weaver: fuu <= UInt
}

class FeeTest8 {
  // This class is ignored
}
