final class App {
  // weaver: detail = Detail
}
final class Detail {
  // weaver: id <= Int
}
