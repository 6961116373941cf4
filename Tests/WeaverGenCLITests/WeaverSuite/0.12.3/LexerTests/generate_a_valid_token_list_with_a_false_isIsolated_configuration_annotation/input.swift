final class Host {
  // weaver: self.isIsolated = false
}
