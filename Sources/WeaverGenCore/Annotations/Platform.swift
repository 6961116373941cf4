/// A platform a dependency can be limited to with `name.platforms = [.iOS, .watchOS]` (Weaver
/// 1.x). The generated code keeps such a dependency under `#if os(...)`, so the names are the
/// ones Swift's `os()` condition takes; `OSX` is Weaver's old spelling of `macOS`.
enum Platform: String, CaseIterable, Hashable, Sendable, Comparable {
  case iOS
  case macOS
  case osx = "OSX"
  case tvOS
  case watchOS
  case visionOS
  case linux = "Linux"

  /// The name `os()` takes (`OSX` is `macOS`), which is also how messages name the platform.
  var conditionName: String { self == .osx ? "macOS" : rawValue }

  /// Platforms compare by the name `os()` takes, so that `.OSX` and `.macOS` are one platform.
  static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.conditionName < rhs.conditionName }

  /// The platform as one `os()` condition names it: `.OSX` is `.macOS`.
  var canonical: Platform { self == .osx ? .macOS : self }
}
