final class Host {
  // weaver: self.fakeAttribute = true
}
