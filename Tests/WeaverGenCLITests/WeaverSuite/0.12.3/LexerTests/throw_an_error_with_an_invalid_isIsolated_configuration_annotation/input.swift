final class Host {
  // weaver: self.isIsolated = ok
}
