final class App {
  // weaver: review = Review
}
final class Review {
  // weaver: self.isIsolated = true
}
