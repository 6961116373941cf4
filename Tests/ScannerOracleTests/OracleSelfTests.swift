import Testing

@testable import WeaverGenCore

/// The oracle's own checks: on a small source whose facts are known, swift-syntax's side reports
/// them, so an oracle run that agrees everywhere cannot be one that compared nothing.
@Suite struct OracleSelfTests {
  static let source = """
    @MainActor @preconcurrency nonisolated final class Screen {
      #if DEBUG
      @available(*, deprecated)
      #endif
      public required init?<T>(
        injecting dependencies: ScreenDependencyResolver,
        _ values: T... ,
        handler: @escaping (Int) -> Void = { _ in struct Local { init() {} } }
      ) async throws(MyError) where T: Sendable {
        self.init()
      }
      func f() { let x = Screen.init() }
    }
    @Foo.Bar extension Screen { convenience init(x: Int) { self.init() } }
    """

  @Test func swiftSyntaxSideReportsAttributesAndInitializers() {
    let facts = Self.source.withUTF8Buffer { SyntaxOracle.facts(of: $0) }
    #expect(!facts.hasSyntaxErrors)
    #expect(facts.declarations.map(\.qualifiedName) == ["Screen", "Screen.Local", "Screen"])
    #expect(facts.declarations.map(\.attributes) == [["MainActor", "preconcurrency"], [], ["Foo.Bar"]])
    #expect(facts.declarations.map(\.isNonisolated) == [true, false, false])
    let initializer = facts.initializers.first
    #expect(initializer.map { "\($0.position.line):\($0.position.column)" } == "5:19")
    #expect(initializer?.attributes == ["available"])
    #expect(initializer?.modifiers == ["public", "required"])
    #expect(initializer?.isFailable == true)
    #expect(initializer?.isGeneric == true)
    #expect(initializer?.parameters.map(\.label) == ["injecting", nil, "handler"])
    #expect(initializer?.parameters.map(\.type) == ["ScreenDependencyResolver", "T...", "@escaping (Int) -> Void"])
    #expect(initializer?.parameters.map(\.hasDefaultValue) == [false, false, true])
    #expect(initializer?.parameters.map(\.position.line) == [6, 7, 8])
    #expect(initializer?.isAsync == true)
    #expect(initializer?.throwsClause == "throws(MyError)")
    #expect(facts.initializers.map(\.parent) == [0, 1, 2])
  }

  /// Why the scanner reads `Name<` in a default value as generic arguments and `a < b` as a
  /// comparison.
  @Test func swiftSyntaxReadsGenericArgumentsInDefaultValues() {
    let source = "struct S { init(a: D = Dictionary<String, Int>(), b: Bool = x < y, c: Int) {} }"
    let facts = source.withUTF8Buffer { SyntaxOracle.facts(of: $0) }
    #expect(facts.initializers.first?.parameters.compactMap(\.label) == ["a", "b", "c"])
    #expect(ScanComparison.differences(in: source) == [])
  }

  @Test func theScannerAgreesOnTheSameSourceAndADifferenceIsReported() {
    #expect(ScanComparison.differences(in: Self.source) == [])
    let expected = Self.source.withUTF8Buffer { SyntaxOracle.facts(of: $0) }
    var actual = expected
    actual.initializers[0].parameters[0].label = "injected"
    #expect(ScanComparison.differences(expected: expected, actual: actual).count == 1)
  }
}

extension String {
  fileprivate func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var copy = self
    return copy.withUTF8(body)
  }
}
