final class MyService {
  // weaver: api = API <- APIProtocol
  // weaver: api.scope = .graph
}
