import Testing

@testable import WeaverGenCore

/// Initializers declared in type bodies: which are reported, with their parent, position,
/// attributes, modifiers and signature; and that what a header may hold (default values with
/// closures and strings, `#if` around members) does not derail it.
@Suite struct InitializerScanningTests {
  @Test func reportsTheInitializersOfEveryKindOfBodyWithTheirParentAndKeywordPosition() {
    let source = """
      class C { init() {} }
      struct S {
        init(x: Int) {}
      }
      actor A { init() {} }
      enum E { case a; init() { self = .a } }
      protocol P { init(value: Int) }
      extension C { convenience init(y: Int) { self.init() } }
      """
    let file = SwiftScanner.scan(source)
    #expect(file.initializers.map(\.parent) == [0, 1, 2, 3, 4, 5])
    #expect(file.initializers.map(\.position.lineAndColumn) == ["1:11", "3:3", "5:11", "6:18", "7:14", "8:27"])
    let keywords = ["init() {} }", "init(x", "init() {} }", "init() { self", "init(value", "init(y"]
    let offsets = keywords.enumerated().map { index, keyword in
      byteOffset(of: keyword, in: source, occurrence: index == 2 ? 2 : 1)
    }
    #expect(file.initializers.map(\.position.offset) == offsets)
  }

  @Test func initUsedAsAMemberNameOrInCodeIsNotADeclaration() {
    let source = """
      struct S {
        let a = Foo.init()
        let b: Foo = .init(x: 1)
        let c = [1].map(Int.init)
        let d = { init() }
        var e: Int { let f = S.init; return 1 }
        init(other: S) { self.init() }
        func g() { let x = Self.init(); struct Local { init() {} } }
        init() {}
      }
      func h() { _ = S.init() }
      """
    let file = SwiftScanner.scan(source)
    #expect(file.initializers.map(\.parameters.count) == [1, 0, 0])
    #expect(file.initializers.map(\.position.line) == [7, 8, 9])
    #expect(file.initializers.map(\.parent) == [0, 1, 0])
    #expect(file.qualifiedNames == ["S", "S.Local"])
  }

  @Test func readsAttributesAndModifiersBeforeTheKeyword() {
    let source = """
      class C {
        public required convenience init() {}
        @MainActor init(a: Int) {}
        nonisolated init(b: Int) {}
        @available(*, deprecated, message: "init(x:)") @objc(initWithC:) override private(set) init(c: Int) {}
        @inlinable
        internal init(d: Int) {}
      }
      """
    let initializers = SwiftScanner.scan(source).initializers
    #expect(
      initializers.map(\.modifiers) == [
        ["public", "required", "convenience"], [], ["nonisolated"], ["override", "private"], ["internal"],
      ]
    )
    #expect(initializers.map(\.attributes) == [[], ["MainActor"], [], ["available", "objc"], ["inlinable"]])
  }

  @Test func modifiersAndAttributesOfOtherMembersDoNotLeakIntoInitializers() {
    let source = """
      struct S {
        nonisolated(unsafe) var x = 1
        init() {}
        @MainActor var y: Int { 1 }
        init(a: Int) {}
        private(set) var z = 0; public init(b: Int) {}
        @objc(make:) func make(c: Int) {} init(d: Int) {}
      }
      """
    let initializers = SwiftScanner.scan(source).initializers
    #expect(initializers.map(\.modifiers) == [[], [], ["public"], []])
    #expect(initializers.map(\.attributes) == [[], [], [], []])
  }

  @Test func initAccessorsOfPropertiesAreNotInitializers() {
    let source = """
      struct S {
        var x: Int {
          @storageRestrictions(initializes: y)
          init(initialValue) { y = initialValue }
          get { y }
        }
        init(y: Int) { self.y = y }
      }
      """
    #expect(SwiftScanner.scan(source).initializers.map { $0.parameters.compactMap(\.label) } == [["y"]])
  }

  @Test func readsFailableGenericAsyncAndThrowingSignatures() {
    let source = """
      struct S {
        init?(a: Int) {}
        init!(b: Int) {}
        init<T: Collection<Int>>(c: T) where T: Sendable {}
        init() async throws {}
        init(d: Int) throws(MyError) {}
        init(e: () throws -> Void) rethrows {}
        init(f: Int) async throws (MyError) {}
      }
      """
    let initializers = SwiftScanner.scan(source).initializers
    #expect(initializers.map(\.isFailable) == [true, true, false, false, false, false, false])
    #expect(initializers.map(\.isGeneric) == [false, false, true, false, false, false, false])
    #expect(initializers.map(\.isAsync) == [false, false, false, true, false, false, true])
    #expect(
      initializers.map(\.throwsClause) == [nil, nil, nil, "throws", "throws(MyError)", "rethrows", "throws (MyError)"])
    #expect(initializers[2].parameters.map(\.type) == ["T"])
  }

  @Test func readsEachParameterLabelTypeAndDefault() {
    let source = """
      final class Screen {
        init(
          injecting dependencies: ScreenDependencyResolver,
          _ title: String = "a, b) { \\(x, y)",
          `default`: [String: Int] = [:],
          handler: @escaping @Sendable (Int, String) -> Void = { _, _ in },
          values: Int...,
          cache: inout Dictionary<String,   /* key, value */ Int>,
          isolated actor: isolated MyActor,
          @ViewBuilder content: () -> some View,
          count: Int = (1, 2).0
        ) {}
      }
      """
    let parameters = SwiftScanner.scan(source).initializers.first?.parameters ?? []
    #expect(
      parameters.map(\.label) == [
        "injecting", nil, "default", "handler", "values", "cache", "isolated", "content", "count",
      ])
    #expect(
      parameters.map(\.type) == [
        "ScreenDependencyResolver", "String", "[String: Int]", "@escaping @Sendable (Int, String) -> Void", "Int...",
        "inout Dictionary<String, Int>", "isolated MyActor", "() -> some View", "Int",
      ])
    #expect(parameters.map(\.hasDefaultValue) == [false, true, true, true, false, false, false, false, true])
    // The label follows the parameter's attribute on line 10.
    #expect(parameters.map(\.position.lineAndColumn) == (3...11).map { "\($0):\($0 == 10 ? 18 : 5)" })
  }

  @Test func defaultValuesMayHoldGenericArgumentsAndComparisons() {
    let source = """
      struct S {
        init(a: [String: Int] = Dictionary<String, Int>(), b: Bool = x < y, c: Int = Foo<A, B>.shared, d: Int) {}
      }
      """
    let parameters = SwiftScanner.scan(source).initializers.first?.parameters ?? []
    #expect(parameters.compactMap(\.label) == ["a", "b", "c", "d"])
    #expect(parameters.map(\.hasDefaultValue) == [true, true, true, false])
  }

  @Test func defaultValuesMayHoldClosuresWithDeclarationsAndConditionalCode() {
    let source = """
      struct S {
        init(a: Int = { struct Local { init(z: Int) {} }; return 1 }(), b: String = {
          #if DEBUG
          return "debug)"
          #else
          return "release"
          #endif
        }()) {}
        init(c: Int) {}
      }
      """
    let file = SwiftScanner.scan(source)
    #expect(file.qualifiedNames == ["S", "S.Local"])
    #expect(file.declarations[1].isLocal)
    #expect(file.initializers.map(\.parent) == [0, 1, 0])
    #expect(file.initializers.map { $0.parameters.compactMap(\.label) } == [["a", "b"], ["z"], ["c"]])
    #expect(file.initializers[0].parameters.map(\.hasDefaultValue) == [true, true])
  }

  @Test func initializersInEveryConditionalBranchAreRead() {
    let source = """
      class C {
        #if os(iOS)
        @MainActor
        #endif
        init(a: Int) {}
        #if DEBUG
        init(b: Int) {}
        #elseif TESTING
        init(c: Int) {}
        #else
        init(d: Int) {}
        #endif
      }
      """
    let initializers = SwiftScanner.scan(source).initializers
    #expect(initializers.map { $0.parameters.compactMap(\.label) } == [["a"], ["b"], ["c"], ["d"]])
    #expect(initializers.map(\.attributes) == [["MainActor"], [], [], []])
  }

  @Test func protocolRequirementsEndWithoutBody() {
    let source = """
      protocol P {
        init()
        init(a: Int) throws
        @MainActor init<T>(b: T) where T: Sendable
        nonisolated func f()
        init?(c: Int); var x: Int { get }
      }
      """
    let initializers = SwiftScanner.scan(source).initializers
    #expect(initializers.map(\.position.line) == [2, 3, 4, 6])
    #expect(initializers.map(\.throwsClause) == [nil, "throws", nil, nil])
    #expect(initializers.map(\.attributes) == [[], [], ["MainActor"], []])
    #expect(initializers.map(\.modifiers) == [[], [], [], []])
  }

  @Test func malformedHeadersStillEndInAResult() {
    let sources = [
      "struct S { init(a: Int", "struct S { init(a: Int = { }", "struct S { init<T(a: T) {} }",
      "struct S { init(a: ) throws( {} }", "struct S { init init(b: Int) {} }", "class C { init }",
    ]
    for source in sources {
      let file = SwiftScanner.scan(source)
      #expect(!file.initializers.isEmpty, "\(source)")
      #expect(file.initializers.allSatisfy { $0.parent == 0 }, "\(source)")
    }
    #expect(SwiftScanner.scan("struct S { init(a: Int").initializers.first?.parameters.map(\.type) == ["Int"])
  }
}
