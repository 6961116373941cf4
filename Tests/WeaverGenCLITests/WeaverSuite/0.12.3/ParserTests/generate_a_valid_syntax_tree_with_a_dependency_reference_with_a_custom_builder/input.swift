final class MyService {
  // weaver: api <- APIProtocol
  // weaver: api.builder = MyService.make
}
