final class MovieManager {
  // weaver: urlSession <- URLSession
}
final class ImageManager {
  // weaver: urlSession <- URLSession
}
final class ReviewManager {
  // weaver: urlSession <- URLSession
  // weaver: movieID <- UInt
}