final class App {
  // weaver: a = A
}
#if DEBUG
final class App {
  // weaver: b = B
}
#endif
