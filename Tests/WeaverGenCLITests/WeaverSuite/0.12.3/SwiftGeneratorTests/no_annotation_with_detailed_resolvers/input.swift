final class FooTest18 {

  let fuu: String

  init(fuu: String) {
    self.fuu = fuu
  }
}
