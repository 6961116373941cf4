final class MovieManager {
  // weaver: logger = Logger<String>
}
final class Logger<T> {
  // weaver: domain <= T
}
