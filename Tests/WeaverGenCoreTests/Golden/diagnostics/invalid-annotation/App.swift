final class App {
  // weaver: what is this
}
