final class App {
  // weaver: id = String
  // weaver: child = Child
}
final class Child {
  // weaver: id <- Int
}
