import Testing

@testable import WeaverGenCore

/// File-scope imports with their attributes, access, scoped kind and `#if` state.
@Suite struct ImportScanningTests {
  @Test func readsEveryFormOfImport() {
    let source = """
      #!/usr/bin/env swift
      import Foundation
      @testable import WeaverGenCore
      @_spi( Internal ) /* spi */ @preconcurrency import Foo.Bar
      public import Baz
      import struct Qux.Thing
      @_exported import `Quoted`
      #if canImport(UIKit)
      import UIKit
      #endif
      """
    let imports = SwiftScanner.scan(source).imports
    #expect(imports.map(\.path) == ["Foundation", "WeaverGenCore", "Foo.Bar", "Baz", "Qux.Thing", "Quoted", "UIKit"])
    #expect(imports.map(\.kind) == [nil, nil, nil, nil, "struct", nil, nil])
    #expect(
      imports.map(\.attributes) == [
        [], ["@testable"], ["@_spi(Internal)", "@preconcurrency"], [], [], ["@_exported"], [],
      ]
    )
    #expect(imports.map(\.accessLevel) == [nil, nil, nil, .public, nil, nil, nil])
    #expect(imports.map(\.isConditional) == [false, false, false, false, false, false, true])
    #expect(imports.map(\.position.lineAndColumn) == ["2:1", "3:11", "4:45", "5:8", "6:1", "7:12", "9:1"])
    #expect(imports.map(\.moduleName) == ["Foundation", "WeaverGenCore", "Foo", "Baz", "Qux", "Quoted", "UIKit"])
  }

  @Test func onlyFileScopeImportsAreReported() {
    let source = """
      import A
      struct S {
        import B
        func f() { let x = y.import }
      }
      // import C
      let s = "import D"
      import E
      """
    #expect(SwiftScanner.scan(source).imports.map(\.path) == ["A", "E"])
  }

  @Test func attributesOfOtherDeclarationsDoNotLeakIntoImports() {
    let source = "@MainActor func f() {}\nimport A\n@objc class C {}\n@_implementationOnly import B"
    #expect(SwiftScanner.scan(source).imports.map(\.attributes) == [[], ["@_implementationOnly"]])
  }
}
