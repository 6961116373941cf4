import Foundation
import Testing

@testable import WeaverGenCore

/// docs/architecture.md, "Invariants": on every Swift file under `.build/checkouts` (code no one here wrote), the
/// scanner
/// and swift-syntax agree on declarations (with their attributes and `nonisolated`), the
/// initializers of their bodies, comments and imports.
@Suite struct CheckoutsOracleTests {
  /// Files where swift-syntax itself is the wrong reference, with the reason. They are reported and
  /// do not count toward the minimum.
  static let exclusions: [String: String] = [:]

  static let minimumFileCount = 900

  @Test func scannerAgreesWithSwiftSyntaxOnEveryCheckedOutFile() throws {
    let checkouts = Self.packageRoot + "/.build/checkouts"
    guard FileManager.default.fileExists(atPath: checkouts) else {
      Issue.record("\(checkouts) is missing: build the package first (`swift build`) so the oracle has code to read")
      return
    }
    let files = Self.swiftFiles(under: checkouts)
    let excluded = files.filter { Self.exclusions[$0] != nil }
    for file in excluded { print("oracle: excluded \(file): \(Self.exclusions[file]!)") }
    let compared = files.filter { Self.exclusions[$0] == nil }
    let mismatches = Self.compare(compared, root: checkouts)
    var tally = ScanTally()
    for file in compared {
      guard let data = FileManager.default.contents(atPath: checkouts + "/" + file) else { continue }
      tally.add(data.withUnsafeBytes { SwiftScanner.scan($0.bindMemory(to: UInt8.self)) })
    }
    print("oracle: compared \(compared.count) files (\(tally)), \(mismatches.count) mismatches")
    for mismatch in mismatches.prefix(20) { print("oracle: \(mismatch)") }
    #expect(compared.count >= Self.minimumFileCount)
    #expect(mismatches.isEmpty, "first: \(mismatches.first ?? "")")
  }

  /// Compares the files on all cores; returns one line per difference.
  static func compare(_ files: [String], root: String) -> [String] {
    ParallelComparison.run(count: files.count) { index in
      guard let data = FileManager.default.contents(atPath: root + "/" + files[index]) else {
        return ["\(files[index]): unreadable"]
      }
      let differences = data.withUnsafeBytes { ScanComparison.differences(in: $0.bindMemory(to: UInt8.self)) }
      return differences.map { "\(files[index]): \($0)" }
    }
  }

  /// The package root: this file is `<root>/Tests/ScannerOracleTests/<name>.swift`.
  static var packageRoot: String {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)
    return components.joined(separator: "/")
  }

  /// The `.swift` files below `directory`, relative to it, sorted.
  static func swiftFiles(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
  }
}
