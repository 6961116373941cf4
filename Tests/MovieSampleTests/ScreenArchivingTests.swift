import Foundation
import Testing

@testable import MovieSample

/// The screens are view controllers, so each must provide UIKit's `required init?(coder:)`; the graph
/// alone builds them, with what they need, so none is ever decoded from a storyboard or an archive.
@MainActor struct ScreenArchivingTests {
  @Test func screensAreNeverDecodedFromAnArchive() {
    #expect(HomeViewController(coder: NSCoder()) == nil)
    #expect(MovieViewController(coder: NSCoder()) == nil)
    #expect(ReviewViewController(coder: NSCoder()) == nil)
  }
}
