protocol MovieAPI {}
final class App {
  // weaver: movieAPI = MovieAPI
}
