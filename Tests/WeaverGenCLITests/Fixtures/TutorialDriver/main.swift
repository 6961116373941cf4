import Foundation
import TutorialStandIn

// Runs the tutorial's app as its last section leaves it. Exits with status 1 when a check fails.

@MainActor func runTheTutorialApp() -> [(passed: Bool, message: String)] {
  var outcomes: [(passed: Bool, message: String)] = []
  let app = AppDelegate()
  guard let home = app.rootViewController as? HomeViewController else {
    return [(false, "the root's home screen is a HomeViewController")]
  }
  outcomes.append((home === app.rootViewController, "the home screen is registered once"))
  let movie = Movie(id: 550, title: "Fight Club")
  let screen = home.didSelect(movie) as? MovieViewController
  outcomes.append((screen?.movie.title == "Fight Club", "the movie screen receives its parameter"))
  outcomes.append((home.didSelect(movie) !== screen, "the movie screen is transient"))
  outcomes.append(
    (screen?.imageManager.urlSession === home.movieManager.urlSession, "the managers share the root's URLSession"))
  let review = screen?.didTapImage() as? WSReviewViewController
  let resolver = review?.dependencies as? WSReviewViewControllerDependencyResolver
  outcomes.append((resolver?.movieID == 550, "the Objective-C controller receives its parameter"))
  outcomes.append(
    (resolver?.reviewManager.urlSession === home.movieManager.urlSession, "its review manager shares the URLSession"))
  return outcomes
}

let outcomes = MainActor.assumeIsolated { runTheTutorialApp() }
for outcome in outcomes { print("\(outcome.passed ? "ok" : "FAIL"): \(outcome.message)") }
let failed = outcomes.filter { !$0.passed }.count
print(failed == 0 ? "all checks passed" : "\(failed) checks failed")
exit(failed == 0 ? 0 : 1)
