import Testing

@testable import WeaverGenCore

/// Type declarations and extensions: what is reported for each, and where.
@Suite struct DeclarationScanningTests {
  @Test func reportsEveryKindWithItsNameAndWhereTheNameStarts() {
    let source = "class C {}\nstruct S {}\nactor A {}\nenum E {}\nprotocol P {}\n  extension  C {}"
    let file = SwiftScanner.scan(source)
    #expect(file.declarations.map(\.kind) == [.class, .struct, .actor, .enum, .protocol, .extension])
    #expect(file.declarations.map(\.name) == ["C", "S", "A", "E", "P", "C"])
    #expect(file.declarations.map(\.namePosition.lineAndColumn) == ["1:7", "2:8", "3:7", "4:6", "5:10", "6:14"])
    #expect(file.declarations.map(\.namePosition.offset) == [6, 18, 29, 39, 53, 71])
  }

  @Test func nestedDeclarationsHaveDottedNamesParentsAndBodies() {
    let source = """
      struct Outer {
        enum Middle {
          class Inner { let s = "}" }
        }
      }
      extension Outer.Middle {
        struct Added {}
      }
      """
    let file = SwiftScanner.scan(source)
    #expect(
      file.qualifiedNames == ["Outer", "Outer.Middle", "Outer.Middle.Inner", "Outer.Middle", "Outer.Middle.Added"])
    #expect(file.declarations.map(\.parent) == [nil, 0, 1, nil, 3])
    #expect(file.declarations.map(\.isLocal) == [false, false, false, false, false])
    let outerBody = byteOffset(of: "{", in: source)..<(byteOffset(of: "}\nextension", in: source) + 1)
    #expect(file.declarations[0].body == outerBody)
    let innerBody = byteOffset(of: "{ let", in: source)..<(byteOffset(of: "\" }", in: source) + 3)
    #expect(file.declarations[2].body == innerBody)
  }

  @Test func unclosedBodiesRunToTheEndOfTheFile() {
    let file = SwiftScanner.scan("struct A { struct B {")
    #expect(file.declarations.map(\.body) == [9..<21, 20..<21])
    #expect(file.declarations.map(\.parent) == [nil, 0])
  }

  @Test func aDeclarationWithoutBodyHasNone() {
    let file = SwiftScanner.scan("class A\nfunc f() {}")
    #expect(file.declarations.map(\.name) == ["A"])
    #expect(file.declarations.first?.body == nil)
  }

  @Test func accessLevelIsTheModifierWrittenOnTheDeclaration() {
    let source = """
      public final class A {}
      open class B {}
      private struct C {}
      fileprivate enum D {}
      internal protocol E {}
      package actor F {}
      struct G {}
      public extension G {}
      @available(*, deprecated, message: "internal)") @MainActor public final class H {}
      public private(set) var x = 1
      nonisolated(unsafe) var y = 2
      public
      struct I {}
      """
    let levels = SwiftScanner.scan(source).declarations.map(\.accessLevel)
    #expect(levels == [.public, .open, .private, .fileprivate, .internal, .package, nil, .public, .public, .public])
  }

  @Test func aCallToOpenIsNotAModifier() {
    let file = SwiftScanner.scan("open(file)\nclass A {}")
    #expect(file.declarations.map(\.accessLevel) == [nil])
  }

  @Test func readsGenericParametersAndInheritedTypesAsWritten() {
    let source = """
      struct Box<T, U: Equatable, each V, let N: Int>: P, Q<[Int: String]>, @unchecked Sendable where T: R {}
      class D:   Base<
        Int
      > ,  P /* comment */ {}
      enum E<Element: Collection<Int>>: ~Copyable {}
      protocol Q: class, AnyObject {}
      """
    let file = SwiftScanner.scan(source)
    #expect(file.declarations.map(\.genericParameters) == [["T", "U", "V", "N"], [], ["Element"], []])
    #expect(
      file.declarations.map(\.inheritedTypes) == [
        ["P", "Q<[Int: String]>", "@unchecked Sendable"], ["Base< Int >", "P"], ["~Copyable"], ["class", "AnyObject"],
      ]
    )
  }

  @Test func readsWhereRequirementsAsWrittenAndWhetherTheDeclarationIsObjC() {
    let source = """
      @objc protocol A {}
      @objc(BObjC) public protocol B: AnyObject {}
      @available(iOS 13, *) @objc protocol C {}
      protocol D where Self: AnyObject, Self.Element == Dictionary<String,  Int> {}
      @objcMembers class E { @objc func f() {} }
      struct F<T>: P where T: Equatable { @objc class G {} }
      extension H where Element: P {}
      """
    let file = SwiftScanner.scan(source)
    #expect(file.qualifiedNames == ["A", "B", "C", "D", "E", "F", "F.G", "H"])
    #expect(file.declarations.map(\.isObjC) == [true, true, true, false, false, false, true, false])
    #expect(
      file.declarations.map(\.whereRequirements) == [
        [], [], [], ["Self: AnyObject", "Self.Element == Dictionary<String, Int>"], [], ["T: Equatable"], [],
        ["Element: P"],
      ]
    )
    #expect(file.declarations[5].inheritedTypes == ["P"])
  }

  @Test func readsTheNamesOfTheAttributesWrittenBeforeTheKeywordAtAnyDepth() {
    let source = """
      @MainActor @preconcurrency final class A {}
      @available(*, deprecated, message: "@objc class X") @objc(B) public struct B {
        @Foo.Bar @propertyWrapper enum C {}
        func f() { @globalActor actor D {} }
      }
      @Wrapper<Int>(x: 1) @usableFromInline extension E {}
      @resultBuilder struct F {}
      @available(iOS 13, *)
      // a comment between
      @frozen
      enum G {}
      @attached(member, names: named(init)) struct H {}
      struct I {}
      """
    let file = SwiftScanner.scan(source)
    #expect(file.qualifiedNames == ["A", "B", "B.C", "B.D", "E", "F", "G", "H", "I"])
    #expect(
      file.declarations.map(\.attributes) == [
        ["MainActor", "preconcurrency"], ["available", "objc"], ["Foo.Bar", "propertyWrapper"], ["globalActor"],
        ["Wrapper", "usableFromInline"], ["resultBuilder"], ["available", "frozen"], ["attached"], [],
      ]
    )
    #expect(file.declarations.map(\.isObjC) == [false, true, false, false, false, false, false, false, false])
  }

  @Test func attributesOfMembersDoNotLeakIntoTheNextDeclaration() {
    let source = """
      struct S {
        @Published var x = 1
        @MainActor func f() {}
        @objc
        class C {}
        @State private var y = 2; struct D {}
      }
      """
    let file = SwiftScanner.scan(source)
    #expect(file.declarations.map(\.attributes) == [[], ["objc"], []])
  }

  @Test func nonisolatedIsTheModifierWrittenBeforeTheKeyword() {
    let source = """
      nonisolated final class A {}
      @MainActor public nonisolated struct B {}
      nonisolated(unsafe) var x = 1
      struct C { nonisolated(unsafe) var y = 2; nonisolated func f() {} }
      final class D {}
      nonisolated
      extension D {}
      """
    let file = SwiftScanner.scan(source)
    #expect(file.qualifiedNames == ["A", "B", "C", "D", "D"])
    #expect(file.declarations.map(\.isNonisolated) == [true, true, false, false, true])
    #expect(file.declarations.map(\.accessLevel) == [nil, .public, nil, nil, nil])
  }

  @Test func theExtendedTypeIsWrittenWithWhitespaceAndCommentsCollapsed() {
    let source = "extension Dictionary<String,\n    Int> /* c */ : P where Key: Q {}\nextension [Int] {}"
    let file = SwiftScanner.scan(source)
    #expect(file.declarations.map(\.name) == ["Dictionary<String, Int>", "[Int]"])
    #expect(file.declarations.map(\.inheritedTypes) == [["P"], []])
  }

  @Test func declarationsInCodeAreLocal() {
    let source = """
      func f() { struct Local { struct Nested {} } }
      let x = { class InClosure {} }
      var y: Int { enum InAccessor {}; return 1 }
      struct T { func g() { if true { actor InMethod {} } } }
      """
    let file = SwiftScanner.scan(source)
    #expect(file.qualifiedNames == ["Local", "Local.Nested", "InClosure", "InAccessor", "T", "T.InMethod"])
    #expect(file.declarations.map(\.isLocal) == [true, true, true, true, false, true])
    #expect(file.declarations.map(\.parent) == [nil, 0, nil, nil, nil, 4])
  }

  @Test func keywordsUsedAsModifiersMembersAndLabelsDeclareNothing() {
    let source = """
      class func f() {}
      class var x: Int { 1 }
      class subscript(i: Int) -> Int { i }
      class override func g() {}
      let k = x.class; let j = Keyword.struct; let e: E = .enum
      f(class: 1, struct: 2); func h(class c: Int, protocol p: Int) {}
      import struct Foo.Bar
      let m = \\Self.extension
      @attached(extension, conformances: P) macro M() = #externalMacro(module: "M", type: "M")
      """
    #expect(SwiftScanner.scan(source).declarations.isEmpty)
  }

  @Test func classFollowedByAModifierWordDeclaresThatNameUnlessADeclarationFollows() {
    let file = SwiftScanner.scan("class final {}\nclass open: Base {}\nclass final func f() {}")
    #expect(file.declarations.map(\.name) == ["final", "open"])
  }

  @Test func actorIsAKeywordOnlyWhereADeclarationCanStart() {
    let source = """
      let actor = 1
      actor.run()
      enum Role { case actor, user }
      print(actor)
      distributed actor D {}
      @MainActor final actor M {}
      actor A: P {}
      """
    let file = SwiftScanner.scan(source)
    #expect(file.qualifiedNames == ["Role", "D", "M", "A"])
    #expect(file.declarations.map(\.kind) == [.enum, .actor, .actor, .actor])
  }

  @Test func namesAreIdentifiersWithoutBackQuotes() {
    let source = "struct `class` { struct `my type`: `Protocol` {} }\nstruct Café {}\nlet ü = 1; struct S {}"
    let file = SwiftScanner.scan(source)
    #expect(file.qualifiedNames == ["class", "class.my type", "Café", "S"])
    #expect(file.declarations[1].inheritedTypes == ["`Protocol`"])
    #expect(file.declarations.map(\.namePosition.lineAndColumn) == ["1:8", "1:25", "2:8", "3:20"])
  }

  @Test func allBranchesOfConditionalCompilationAreRead() {
    let source = """
      #if os(iOS)
      class A {}
      #elseif swift(>=5.9) && !DEBUG
      class B {}
      #else
      class C {
        #if X
        struct Inner {}
        #endif
      }
      #endif
      """
    #expect(SwiftScanner.scan(source).qualifiedNames == ["A", "B", "C", "C.Inner"])
  }

  @Test func enumsHoldCasesAndNestedTypes() {
    let source = "indirect enum Outer { case a, b(Outer); indirect case c; enum Inner { case d } }"
    #expect(SwiftScanner.scan(source).qualifiedNames == ["Outer", "Outer.Inner"])
  }

  @Test func attributeArgumentsAreNotCode() {
    let source = #"@available(*, deprecated, message: "class X {}") @objc(Y) struct Y {}"#
    #expect(SwiftScanner.scan(source).qualifiedNames == ["Y"])
  }

  @Test func typesWhoseDottedNameWouldBeTooLongAreNotReportedNorIsAnythingInThem() {
    let long = String(repeating: "A", count: DeclarationTracker.maximumQualifiedNameLength - 6)
    let source = "struct \(long) { struct CCCCCCC { struct D {} } struct BB {} }\nstruct E {}"
    let file = SwiftScanner.scan(source)
    #expect(file.declarations.map(\.name) == [long, "BB", "E"])
    #expect(file.declarations.map(\.parent) == [nil, 0, nil])
    #expect(file.declarations[1].qualifiedName.utf8.count == DeclarationTracker.maximumQualifiedNameLength - 3)
  }
}
