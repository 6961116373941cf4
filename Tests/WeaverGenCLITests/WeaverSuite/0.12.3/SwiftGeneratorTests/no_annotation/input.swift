final class FooTest1 {

  let fuu: String

  init(fuu: String) {
    self.fuu = fuu
  }
}
