final class MyService {
  // weaver: api <- APIProtocol
  // weaver: self.isIsolated = true
  // weaver: self.isIsolated = false
}
