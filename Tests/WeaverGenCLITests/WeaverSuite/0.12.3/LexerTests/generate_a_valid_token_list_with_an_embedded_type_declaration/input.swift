final class MyService {
  final class MyEmbeddedService {
  }
}
