/// A minimal JSON writer with keys in the order given, so `weaver-gen graph --format json` is
/// byte-for-byte stable and needs no Foundation in the core.
package indirect enum JSONValue: Hashable, Sendable {
  case string(String)
  case number(Int)
  case bool(Bool)
  case null
  case array([JSONValue])
  /// Keys in output order.
  case object([(String, JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }
  package func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

  /// Pretty-printed with two-space indentation and a trailing newline at the top level.
  package func rendered() -> String {
    var output = ""
    write(to: &output, indent: 0)
    return output
  }

  private func write(to output: inout String, indent: Int) {
    switch self {
    case .string(let value): Self.writeString(value, to: &output)
    case .number(let value): output += String(value)
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    case .array(let values):
      guard !values.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, value) in values.enumerated() {
        output += String(repeating: "  ", count: indent + 1)
        value.write(to: &output, indent: indent + 1)
        output += index == values.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: "  ", count: indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      for (index, (key, value)) in members.enumerated() {
        output += String(repeating: "  ", count: indent + 1)
        Self.writeString(key, to: &output)
        output += ": "
        value.write(to: &output, indent: indent + 1)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: "  ", count: indent) + "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
