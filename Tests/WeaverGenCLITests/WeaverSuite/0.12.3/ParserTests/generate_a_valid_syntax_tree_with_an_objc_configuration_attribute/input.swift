final class MyService {
  // weaver: api <- APIProtocol
  // weaver: api.objc = true
}
