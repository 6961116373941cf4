import SampleUIKit

/// The reviews of one movie.
///
/// Built with the movie's identifier (`movieID` is a parameter). It does not pass the identifier to
/// its review manager: the manager references `movieID` and the generated container hands it the
/// value this screen was built with.
final class ReviewViewController: UIViewController {
  // weaver: movieID <= UInt

  // weaver: reviewManager = ReviewManager
  // weaver: reviewManager.scope = .lazy

  let dependencies: ReviewViewControllerDependencyResolver

  /// The reviews shown, in TMDB's order; empty until `loadReviews()` succeeds.
  private(set) var reviews: [Review] = []

  init(injecting dependencies: ReviewViewControllerDependencyResolver) {
    self.dependencies = dependencies
    super.init(nibName: nil, bundle: nil)
  }

  /// The graph builds this screen with what it needs; one decoded from a storyboard or an archive
  /// would have none of it, so there is none.
  required init?(coder: NSCoder) { nil }

  /// Loads the first page of reviews. The manager is `.lazy`: built here, on first use, not when the
  /// screen is.
  func loadReviews() async throws {
    reviews = try await dependencies.reviewManager.loadReviews(page: 1).results
  }

  /// One line per review: its author and the start of its text.
  var rows: [String] {
    reviews.map { "\($0.author): \(Self.excerpt(of: $0.content))" }
  }

  /// The first line of `text`, cut to 80 characters.
  private static func excerpt(of text: String) -> String {
    let firstLine = text.prefix { !$0.isNewline }
    return firstLine.count > 80 ? "\(firstLine.prefix(79))…" : String(firstLine)
  }
}
