final class App {
  // weaver: count <- Int Int
}
