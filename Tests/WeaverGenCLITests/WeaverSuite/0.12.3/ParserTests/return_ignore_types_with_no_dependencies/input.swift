final class MyService {
  // weaver: api <- APIProtocol
}

class Test {
}
