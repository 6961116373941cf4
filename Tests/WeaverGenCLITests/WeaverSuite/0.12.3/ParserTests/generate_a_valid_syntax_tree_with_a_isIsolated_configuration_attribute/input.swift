final class MyService {
  // weaver: api <- APIProtocol
  // weaver: self.isIsolated = true
}
