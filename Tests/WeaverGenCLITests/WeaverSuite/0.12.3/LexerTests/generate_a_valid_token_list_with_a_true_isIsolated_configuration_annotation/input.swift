final class Host {
  // weaver: self.isIsolated = true
}
