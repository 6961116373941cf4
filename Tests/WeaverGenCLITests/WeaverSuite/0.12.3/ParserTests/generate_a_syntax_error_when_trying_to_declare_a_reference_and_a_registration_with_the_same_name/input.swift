final class MyService {
  // weaver: api <- APIProtocol
  // weaver: api = API <- APIProtocol
}
