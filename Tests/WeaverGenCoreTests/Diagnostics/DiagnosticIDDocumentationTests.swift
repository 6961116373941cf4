import Foundation
import Testing

@testable import WeaverGenCore

/// Every diagnostic id is part of the tool's interface: the README documents each one.
@Suite struct DiagnosticIDDocumentationTests {
  private static let readme: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
  }()

  @Test(arguments: DiagnosticID.allCases)
  func readmeDocumentsTheID(_ id: DiagnosticID) {
    #expect(
      Self.readme.contains("| `\(id.rawValue)` | \(id.summary) |"), "README.md lacks the row for '\(id.rawValue)'")
  }

  @Test func idsAreLowercaseWordsJoinedByHyphens() {
    for id in DiagnosticID.allCases {
      #expect(id.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id.rawValue)")
    }
  }
}
