final class MyService {
  // weaver: api <- APIProtocol
  // weaver: api.scope = .graph
}
