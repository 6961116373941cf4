// The UIKit the movie sample is written against: UIKit itself where it exists, and elsewhere (Linux,
// macOS) stand-ins with UIKit's names, isolation and initializers, so that the sample's screens are
// the tutorial's `UIViewController` subclasses on every platform this repository builds on.
//
// Only the shape matters to the sample: what makes a type main-actor isolated (deriving from
// `UIResponder` or `UIViewController`, adopting `UIApplicationDelegate`) and the initializers a
// subclass calls or must override. weaver-gen recognises these names wherever they are declared
// (`MainActorFrameworkTypes`), as the compiler recognises UIKit's isolation, so the generated
// containers are the same against UIKit and against the stand-ins.

#if canImport(UIKit)
@_exported import UIKit
#else
// UIKit re-exports Foundation (`NSCoder`, `Bundle` appear in the initializers below), so the
// stand-ins do too: a file that compiles with `import SampleUIKit` here compiles against UIKit.
@_exported import Foundation

/// UIKit's base of everything that handles events, isolated to the main actor as in UIKit. The
/// application delegate derives from it.
@MainActor open class UIResponder {
  public init() {}
}

/// UIKit's view controller, with the two initializers every subclass deals with: the designated
/// `init(nibName:bundle:)` that code-built screens call, and `init?(coder:)` that a subclass must
/// provide because it is `required` (storyboards and state restoration create screens through it).
@MainActor open class UIViewController: UIResponder {
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }
}

/// UIKit's application delegate protocol: adopting it isolates the adopter to the main actor.
@MainActor public protocol UIApplicationDelegate: AnyObject {}
#endif
