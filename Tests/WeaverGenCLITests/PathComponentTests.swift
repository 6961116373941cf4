import Foundation
import Testing

@testable import weaver_gen

/// The tool does not link the full Foundation, which holds `NSString`'s path methods, so
/// `PathNormalizer` spells the two it used; `NSString` is the oracle here, where the tests link it.
@Suite struct PathComponentTests {
  static let paths = [
    "Sources/App/File.swift", "Sources/App/", "Sources//App", "/File.swift", "/", "File.swift", "",
    "/tmp/out.dot", "./Generated/Weaver.swift", "a//b//", "../x", "Módulo/Ünïcode.swift",
  ]

  @Test(arguments: paths) func lastPathComponentIsNSStrings(_ path: String) {
    #expect(PathNormalizer.lastPathComponent(of: path) == (path as NSString).lastPathComponent)
  }

  @Test(arguments: paths) func deletingLastPathComponentIsNSStrings(_ path: String) {
    #expect(PathNormalizer.deletingLastPathComponent(of: path) == (path as NSString).deletingLastPathComponent)
  }

  /// `//` is the root, as Darwin's `NSString` has it; swift-corelibs-foundation's gives `""` for both.
  @Test func slashesAloneAreTheRoot() {
    #expect(PathNormalizer.lastPathComponent(of: "//") == "/")
    #expect(PathNormalizer.deletingLastPathComponent(of: "//") == "/")
  }
}
