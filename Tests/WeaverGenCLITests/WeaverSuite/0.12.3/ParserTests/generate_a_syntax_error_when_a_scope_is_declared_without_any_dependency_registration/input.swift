final class MyService {
  // weaver: api.scope = .graph
}
