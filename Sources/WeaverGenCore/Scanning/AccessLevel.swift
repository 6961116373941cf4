/// A Swift access level, ordered from most to least restrictive.
enum AccessLevel: Int, Comparable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case `private`
  case `fileprivate`
  case `internal`
  case `package`
  case `public`
  case `open`

  /// The access level spelled by a modifier keyword, or `nil` when `keyword` is not one.
  init?(keyword: some StringProtocol) {
    switch keyword {
    case "private": self = .private
    case "fileprivate": self = .fileprivate
    case "internal": self = .internal
    case "package": self = .package
    case "public": self = .public
    case "open": self = .open
    default: return nil
    }
  }

  /// The keyword as written in Swift.
  var description: String {
    switch self {
    case .private: "private"
    case .fileprivate: "fileprivate"
    case .internal: "internal"
    case .package: "package"
    case .public: "public"
    case .open: "open"
    }
  }

  static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
