/// Messages about reading files (id `unreadable-file`).
enum ScanningMessages {
  static let notUTF8 = "file is not valid UTF-8; save it as UTF-8 so that its annotations can be read"

  static func unreadable(_ reason: String) -> String {
    "file cannot be read: \(reason)"
  }
}
