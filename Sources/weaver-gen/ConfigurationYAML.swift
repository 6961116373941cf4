import Foundation
import Yams

/// How `.weaver.yaml` is read into YAML nodes, apart from what its keys mean
/// (`ConfigurationFile`): bounded, located, and never echoing a node back.
///
/// Yams shares the node an alias names, so composing is linear, but anything that walks the
/// result sees every alias expanded: a 252-byte file whose aliases nest four deep stands for
/// 10,000 values, and printing one such key took 10 s and 94 MB. So the expanded document is
/// counted first, up to a bound no real configuration approaches, and a key is quoted in a message
/// only when it is a plain name. A YAML error is reported at Yams's own line and column (a reader
/// error gives only a byte offset, turned into them here), with Yams's words for the problem
/// rather than its description, which repeats the position and the line.
enum ConfigurationYAML {
  /// How many values (scalars, sequences, mappings, each alias counted as what it names) a
  /// configuration may hold: a dozen keys with a few thousand input paths fit many times over.
  static let maximumValueCount = 100_000

  /// Why the text is not a configuration's YAML, and where (1-based).
  struct Failure: Error {
    var message: String
    var line: Int
    var column: Int
  }

  /// The document's root node, `nil` for an empty document.
  static func compose(_ text: String) throws(Failure) -> Node? {
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch {
      throw failure(error, in: text)
    }
    if let node, let mark = firstValueBeyondTheBound(in: node) {
      throw Failure(
        message: "configuration holds more than \(maximumValueCount) values once its aliases are expanded; "
          + "write the values out instead of repeating aliases of aliases",
        line: mark.line, column: mark.column)
    }
    return node
  }

  /// How a key is quoted in a message: its text when it is a plain value, a short stand-in for a
  /// sequence or a mapping, whatever it holds.
  static func spelling(of key: Node) -> String {
    switch key {
    case .scalar(let scalar): scalar.string
    case .sequence: "[…]"
    case .mapping: "{…}"
    case .alias: "*…"
    }
  }

  /// Where the walk that counts values passes the bound, if it does; it stops there, so it costs
  /// at most the bound whatever the aliases stand for.
  private static func firstValueBeyondTheBound(in root: Node) -> Mark? {
    var pending = [root]
    var count = 0
    while let node = pending.popLast() {
      count += 1
      if count > maximumValueCount { return node.mark ?? root.mark }
      switch node {
      case .scalar, .alias: break
      case .sequence(let sequence): pending += sequence
      case .mapping(let mapping):
        for (key, value) in mapping { pending += [key, value] }
      }
    }
    return nil
  }

  private static func failure(_ error: any Error, in text: String) -> Failure {
    switch error as? YamlError {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      return Failure(message: notYAML(problem, context?.text), line: mark.line, column: mark.column)
    case .reader(let problem, let offset, _, _):
      let (line, column) = position(ofByte: offset ?? 0, in: text)
      return Failure(message: notYAML(problem, nil), line: line, column: column)
    default:
      return Failure(message: notYAML("\(error)", nil), line: 1, column: 1)
    }
  }

  private static func notYAML(_ problem: String, _ context: String?) -> String {
    "configuration is not valid YAML: \(problem)" + (context.map { " \($0)" } ?? "")
  }

  /// The 1-based line and column (in characters) of a byte offset.
  private static func position(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
    let bytes = text.utf8.prefix(offset)
    let lineStart = bytes.lastIndex(of: UInt8(ascii: "\n")).map { bytes.index(after: $0) } ?? bytes.startIndex
    let line = bytes.count { $0 == UInt8(ascii: "\n") } + 1
    return (line, String(decoding: bytes[lineStart...], as: UTF8.self).count + 1)
  }
}
