final class App {
  // weaver: session = Session
  // weaver: detail = Detail
}
final class Detail {
  // weaver: session <= Session
}
