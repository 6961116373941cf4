final class MyService {
  // weaver: api.builder = MyService.make
}
