final class MyService {
  // weaver: api <- APIProtocol
}
