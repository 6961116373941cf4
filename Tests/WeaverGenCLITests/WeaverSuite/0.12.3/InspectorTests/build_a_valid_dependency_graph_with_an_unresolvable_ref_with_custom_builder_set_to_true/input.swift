final class API {
  // weaver: api <- APIProtocol
  // weaver: api.builder = API.make
}
