final class App {
  // weaver: detail = Detail
  // weaver: detail.scope = .weak
}
final class Detail {
  // weaver: id <= Int
}
