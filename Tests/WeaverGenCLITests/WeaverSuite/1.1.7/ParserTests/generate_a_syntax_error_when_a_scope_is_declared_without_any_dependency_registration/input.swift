final class MyService {
  // weaver: api.scope = .container
}
