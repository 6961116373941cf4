final class MyService {
  final class MyEmbeddedService {
    // weaver: session = Session <- SessionProtocol
  }
}
