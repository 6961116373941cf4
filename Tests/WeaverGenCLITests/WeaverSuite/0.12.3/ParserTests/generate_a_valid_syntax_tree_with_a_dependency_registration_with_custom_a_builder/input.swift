final class MyService {
  // weaver: api = API <- APIProtocol
  // weaver: api.builder = API.make
}
