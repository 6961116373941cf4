final class MovieManager {
  // weaver: movieID <= UInt
  // weaver: movieID = UInt
}
