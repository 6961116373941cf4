import Foundation
import TutorialStandIn

/// Section 8: the Objective-C controller, which this module does not declare, made injectable.
extension WSReviewViewController: WSReviewViewControllerObjCDependencyInjectable {
  // weaver: movieID <= UInt

  // weaver: reviewManager = ReviewManager
}
