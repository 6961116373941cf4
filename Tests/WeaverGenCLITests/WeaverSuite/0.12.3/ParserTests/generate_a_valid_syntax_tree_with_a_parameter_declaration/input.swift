final class MovieManager {
  // weaver: movieID <= UInt?
}
