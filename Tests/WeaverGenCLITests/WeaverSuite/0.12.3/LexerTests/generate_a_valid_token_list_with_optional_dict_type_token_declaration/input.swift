final class MovieManager {
  // weaver: dict = [String?:Int?]?
}
