final class MovieManager {
  // weaver: array = [ String? ]?
}
