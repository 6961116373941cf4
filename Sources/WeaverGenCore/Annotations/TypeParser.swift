/// Parses the Swift types written in annotations (docs/language.md, "Types").
///
/// A recursive-descent parser over tokens, not a regular expression, so that nested generic
/// arguments, function types and compositions are read the way Swift reads them, and anything
/// left over after a complete type is an error rather than silently dropped.
enum TypeParser {
  /// Parses one complete type; anything left over is an error.
  static func parse(_ text: Substring) -> Result<TypeExpression, TypeSyntaxError> {
    let bytes = Array(text.utf8)
    return parse(bytes, in: 0..<bytes.count)
  }

  /// Parses the type in `range` of `bytes`; error offsets are offsets in `bytes`, so a caller
  /// holding a whole comment gets columns without converting.
  ///
  /// - Parameter precedingText: the text just before the type (`<-` in an annotation), named by
  ///   the message when the type is missing: "expected a type after '<-'".
  static func parse(
    _ bytes: [UInt8],
    in range: Range<Int>,
    precededBy precedingText: String? = nil
  ) -> Result<TypeExpression, TypeSyntaxError> {
    if let name = plainName(in: bytes[range]) { return .success(.nominal([NominalComponent(name: name)])) }
    var parser = TypeGrammarParser(bytes: bytes, range: range, precededBy: precedingText)
    do throws(TypeSyntaxError) {
      return .success(try parser.parseCompleteType())
    } catch {
      return .failure(error)
    }
  }

  /// The name, when the type is one ASCII identifier and nothing else, as most types annotations
  /// name are (`Logger`, `AppSettings`): the nominal type the grammar makes of it, without a
  /// tokenizer, its tokens' texts or parse nodes, for each of the bench app's 27,000 such types.
  /// The words the grammar reads as keywords (`any`, `inout`) and `_` are left to it.
  private static func plainName(in bytes: ArraySlice<UInt8>) -> String? {
    guard let first = bytes.first, SwiftIdentifier.asciiIdentifierCheck(bytes: bytes)?.isIdentifier == true,
      !(bytes.count == 1 && first == UInt8(ascii: "_"))
    else { return nil }
    let name = String(decoding: bytes, as: UTF8.self)
    // Every keyword of the grammar starts with a lowercase letter.
    if first >= UInt8(ascii: "a"), TypeGrammarParser.isPrefixKeyword(name) { return nil }
    return name
  }
}

/// Why a type could not be parsed, and where.
struct TypeSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was expected where, from the catalog (`AnnotationMessages`).
  var message: String
  /// The UTF-8 byte offset, in the parsed text, of the offending token.
  var offset: Int

  var description: String { message }
}
