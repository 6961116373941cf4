final class MyService {
  // weaver: api = API <- APIProtocol
  // weaver: api = API <- APIProtocol
}
