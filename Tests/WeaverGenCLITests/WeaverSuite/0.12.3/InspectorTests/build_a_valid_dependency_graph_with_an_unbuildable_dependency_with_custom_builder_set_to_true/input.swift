final class API {
  // weaver: api = API <- APIProtocol
  // weaver: api.builder = API.make
}
