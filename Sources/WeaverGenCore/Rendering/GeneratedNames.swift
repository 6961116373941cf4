/// The names generated code gives a type's protocol and container.
///
/// A top-level type `X` gets `XDependencyResolver` and `XDependencyContainer`. A nested type
/// `Outer.Inner` gets `Outer_InnerDependencyResolver` at file scope, so that two `Inner`s nested in
/// different types cannot clash, and `extension Outer` gets typealiases named
/// `InnerDependencyResolver` and `InnerDependencyContainer`, so that inside `Inner` the user writes
/// the short name as usual.
struct GeneratedNames: Hashable {
  let resolver: String
  let container: String
  /// For a nested type: the enclosing type's path and the short names the typealiases declare.
  let nested: (parent: String, resolver: String, container: String)?

  /// The resolver's name alone, for checks that need no other name.
  static func resolverName(ofTypeNamed typeName: String) -> String {
    typeName.withUTF8Bytes { name(flattening: $0, resolverSuffix) }
  }

  /// Whether `text` is, byte for byte, the file-scope resolver's or container's name of the type
  /// named `typeName` (`XDependencyResolver`, `A_BDependencyContainer`): what nearly every
  /// `init(injecting:)` writes, checked without making the names, which took 2,600 instructions a
  /// type (docs/performance.md, stop 49). `false` says only that the bytes differ.
  static func isFileScopeName(_ text: String, ofTypeNamed typeName: String) -> Bool {
    text.withUTF8Bytes { text in
      typeName.withUTF8Bytes { type in
        guard text.count > type.count else { return false }
        for index in type.indices where text[index] != (type[index] == dot ? UInt8(ascii: "_") : type[index]) {
          return false
        }
        return isGeneratedSuffix(UnsafeBufferPointer(rebasing: text[type.count...]))
      }
    }
  }

  /// Whether `text` is, byte for byte, the short resolver's or container's name of the nested type
  /// named `typeName` (`InnerDependencyResolver` for `Outer.Inner`), the typealias its
  /// `init(injecting:)` usually writes: checked without making the names, as `isFileScopeName`
  /// checks the file-scope ones (the names of the bench app's 1,600 nested types were made for
  /// that, 11 M instructions; docs/performance.md, stop 59). `false` for a type that is not nested.
  static func isShortName(_ text: String, ofTypeNamed typeName: String) -> Bool {
    text.withUTF8Bytes { text in
      typeName.withUTF8Bytes { type in
        guard let lastDot = type.lastIndex(of: dot) else { return false }
        let simple = UnsafeBufferPointer(rebasing: type[(lastDot + 1)...])
        guard text.count > simple.count, text.prefix(simple.count).elementsEqual(simple) else { return false }
        return isGeneratedSuffix(UnsafeBufferPointer(rebasing: text[simple.count...]))
      }
    }
  }

  /// Whether `bytes` are `DependencyResolver` or `DependencyContainer`: compared with the literals'
  /// own bytes, where comparing with a string's UTF-8 view stepped through its iterator, half of
  /// the 930 instructions `isFileScopeName` took for each of the bench app's types.
  private static func isGeneratedSuffix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let isSuffix = { (suffix: UnsafeBufferPointer<UInt8>) in bytes.elementsEqual(suffix) }
    return resolverSuffix.withUTF8Buffer(isSuffix) || containerSuffix.withUTF8Buffer(isSuffix)
  }

  private static let resolverSuffix: StaticString = "DependencyResolver"
  private static let containerSuffix: StaticString = "DependencyContainer"

  /// `typeName`'s bytes, each `.` written as `_` (`A.B` as `A_B`, the names generated at file
  /// scope for a nested type), followed by `suffix`: the name made at its size in one pass, where
  /// a flattened copy and then `+` made two strings and grew one (a type's names took 2,800
  /// instructions, 1,800 so, and are made twice for each of the bench app's 10,000 types;
  /// docs/performance.md, stop 60).
  private static func name(flattening typeName: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> String {
    let suffixCount = suffix.utf8CodeUnitCount
    return String(unsafeUninitializedCapacity: typeName.count + suffixCount) { buffer in
      let start = buffer.baseAddress!
      // Copied whole, then the dots, which most names do not have, replaced.
      if let name = typeName.baseAddress { start.initialize(from: name, count: typeName.count) }
      for index in typeName.indices where typeName[index] == dot { start[index] = UInt8(ascii: "_") }
      (start + typeName.count).initialize(from: suffix.utf8Start, count: suffixCount)
      return typeName.count + suffixCount
    }
  }

  /// Names are searched on their UTF-8 view: a `Character` search walks grapheme clusters, ten times
  /// the work, and every stage makes these names for every type.
  private static let dot = UInt8(ascii: ".")

  init(typeName: String) {
    (resolver, container, nested) = typeName.withUTF8Bytes { bytes in
      let resolver = Self.name(flattening: bytes, Self.resolverSuffix)
      let container = Self.name(flattening: bytes, Self.containerSuffix)
      // A top-level type, as most are, has no enclosing type.
      guard let lastDot = bytes.lastIndex(of: Self.dot) else { return (resolver, container, nil) }
      // The short names have no dot to flatten.
      let simple = UnsafeBufferPointer(rebasing: bytes[(lastDot + 1)...])
      let parent = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<lastDot]), as: UTF8.self)
      return (
        resolver, container,
        (
          parent, Self.name(flattening: simple, Self.resolverSuffix),
          Self.name(flattening: simple, Self.containerSuffix)
        )
      )
    }
  }

  static func == (lhs: GeneratedNames, rhs: GeneratedNames) -> Bool {
    lhs.resolver == rhs.resolver && lhs.container == rhs.container
  }

  func hash(into hasher: inout Hasher) { hasher.combine(resolver) }

  /// The `@objc` protocol holding the registrations a type bridges one by one (`name.objc = true`).
  var objcResolver: String { resolver.dropLast("DependencyResolver".count) + "ObjCDependencyResolver" }
}
