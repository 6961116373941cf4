/// What weaver-gen must be told about a module's concurrency, because the sources alone do not say
/// it: the default isolation the compiler applies, and types of other modules that are isolated
/// to a global actor or are global actors (`.weaver.yaml`: `default_isolation`,
/// `main_actor_types`, `global_actors`; the same options on the command line).
package struct ConcurrencySettings: Hashable, Sendable {
  package var defaultIsolation: DefaultIsolation
  /// Types of other modules, besides `MainActorFrameworkTypes`, that are isolated to the main
  /// actor: deriving from one or conforming to one makes a type main-actor isolated.
  package var mainActorTypes: Set<String>
  /// Global actors of other modules, besides `MainActor`: an attribute naming one isolates.
  package var globalActors: Set<String>

  package init(
    defaultIsolation: DefaultIsolation = .nonisolated,
    mainActorTypes: Set<String> = [],
    globalActors: Set<String> = []
  ) {
    self.defaultIsolation = defaultIsolation
    self.mainActorTypes = mainActorTypes
    self.globalActors = globalActors
  }

  /// Whether `name` (as written in an inheritance clause, possibly module-qualified) is a type of
  /// another module known to be isolated to the main actor.
  func isMainActorType(_ name: String) -> Bool {
    let simple = name.split(separator: ".").last.map(String.init) ?? name
    return mainActorTypes.contains(name) || mainActorTypes.contains(simple)
      || MainActorFrameworkTypes.names.contains(simple)
  }
}

/// The types of Apple's UI frameworks that are isolated to the main actor, so that deriving from
/// one (`final class HomeViewController: UIViewController`) or conforming to one in the type's own
/// declaration (`struct HomeView: View`) makes a type main-actor isolated, as the compiler infers
/// it. Types of other modules are otherwise unknown to weaver-gen; more can be named in
/// `main_actor_types`. The list is documented in docs/generated-code.md ("Concurrency").
enum MainActorFrameworkTypes {
  static let names: Set<String> = uiKit.union(appKit).union(swiftUI).union(watchKit)

  /// UIKit (iOS, iPadOS, tvOS, visionOS, Mac Catalyst).
  static let uiKit: Set<String> = [
    "UIResponder", "UIApplication", "UIApplicationDelegate", "UIScene", "UIWindowScene", "UISceneDelegate",
    "UIWindowSceneDelegate", "UIViewController", "UINavigationController", "UITabBarController",
    "UITableViewController", "UICollectionViewController", "UIPageViewController", "UISplitViewController",
    "UISearchController", "UIAlertController", "UIActivityViewController", "UIImagePickerController",
    "UIDocumentPickerViewController", "UIInputViewController", "UIReferenceLibraryViewController",
    "UIVideoEditorController", "UIFontPickerViewController", "UIColorPickerViewController", "UIView", "UIWindow",
    "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView", "UITableViewCell",
    "UICollectionView", "UICollectionViewCell", "UICollectionReusableView", "UIStackView", "UITextField",
    "UITextView", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UIDatePicker",
    "UIPickerView", "UIProgressView", "UIActivityIndicatorView", "UIVisualEffectView", "UINavigationBar",
    "UIToolbar", "UITabBar", "UISearchBar", "UIRefreshControl", "UIGestureRecognizer",
    "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
    "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate", "UITextFieldDelegate", "UITextViewDelegate",
    "UINavigationControllerDelegate", "UITabBarControllerDelegate", "UIAdaptivePresentationControllerDelegate",
    "UISearchResultsUpdating", "UISearchBarDelegate", "UIPageViewControllerDataSource",
    "UIPageViewControllerDelegate", "UIGestureRecognizerDelegate", "UIHostingController",
  ]

  /// AppKit (macOS).
  static let appKit: Set<String> = [
    "NSResponder", "NSApplication", "NSApplicationDelegate", "NSViewController", "NSSplitViewController",
    "NSTabViewController", "NSPageController", "NSTitlebarAccessoryViewController", "NSView", "NSControl",
    "NSButton", "NSTextField", "NSTextView", "NSImageView", "NSScrollView", "NSTableView", "NSOutlineView",
    "NSCollectionView", "NSCollectionViewItem", "NSStackView", "NSTableCellView", "NSVisualEffectView", "NSWindow",
    "NSPanel", "NSWindowController", "NSWindowDelegate", "NSTableViewDataSource", "NSTableViewDelegate",
    "NSCollectionViewDataSource", "NSCollectionViewDelegate", "NSTextFieldDelegate", "NSHostingController",
    "NSHostingView",
  ]

  /// SwiftUI: its view, app, scene and representable protocols are main-actor isolated.
  static let swiftUI: Set<String> = [
    "View", "App", "Scene", "ViewModifier", "Commands", "ToolbarContent", "CustomizableToolbarContent",
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    "PreviewProvider",
  ]

  /// WatchKit (watchOS).
  static let watchKit: Set<String> = [
    "WKInterfaceController", "WKApplicationDelegate", "WKExtensionDelegate", "WKHostingController",
  ]
}
