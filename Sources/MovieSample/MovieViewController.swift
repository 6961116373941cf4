import Foundation
import SampleUIKit

/// The screen of one movie: its details and poster, and the review screen a tap on the poster opens.
///
/// `movie` is a parameter: whoever builds this screen passes the movie, which is why
/// `HomeViewController` gets a function `movieController(movie:)` rather than a property. Built on
/// the main actor, by the home screen's container, each time a movie is tapped.
final class MovieViewController: UIViewController {
  // weaver: movie <= Movie

  // weaver: imageManager = ImageManager

  // weaver: reviewController = ReviewViewController
  // weaver: reviewController.scope = .transient

  let dependencies: MovieViewControllerDependencyResolver

  init(injecting dependencies: MovieViewControllerDependencyResolver) {
    self.dependencies = dependencies
    super.init(nibName: nil, bundle: nil)
  }

  /// The graph builds this screen with what it needs; one decoded from a storyboard or an archive
  /// would have none of it, so there is none.
  required init?(coder: NSCoder) { nil }

  var movie: Movie { dependencies.movie }

  /// Where the poster is downloaded from, if the movie has one.
  var posterURL: URL? {
    movie.posterPath.flatMap(dependencies.imageManager.imageURL(forPath:))
  }

  /// What the screen shows: the title, the overview and the poster's address.
  var details: [String] {
    [movie.displayTitle, movie.overview, posterURL.map { "poster: \($0.absoluteString)" } ?? "no poster"]
  }

  /// A new review screen for this movie, as a tap on the poster opens.
  func didTapPoster() -> ReviewViewController {
    dependencies.reviewController(movieID: movie.id)
  }
}
