/// Reads JSON into a `JSONValue`, without Foundation, for module interface files: objects keep
/// their keys in file order, and numbers are integers (an interface holds no other). Whatever is
/// not JSON is an error with its byte offset, never a crash; nesting is bounded so a hostile file
/// cannot exhaust the stack.
struct JSONReader {
  private let bytes: [UInt8]
  private var offset = 0
  private var depth = 0
  private static let maximumDepth = 64

  struct Failure: Error, CustomStringConvertible {
    var offset: Int
    var reason: String
    var description: String { "\(reason) at byte \(offset)" }
  }

  static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    var reader = JSONReader(bytes: bytes)
    let value = try reader.value()
    reader.skipSpace()
    guard reader.offset == bytes.count else { throw reader.failure("text after the value") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func failure(_ reason: String) -> Failure { Failure(offset: offset, reason: reason) }

  private mutating func skipSpace() {
    while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
  }

  private mutating func expect(_ literal: String) throws(Failure) {
    let expected = Array(literal.utf8)
    guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
      throw failure("expected '\(literal)'")
    }
    offset += expected.count
  }

  private mutating func value() throws(Failure) -> JSONValue {
    skipSpace()
    guard offset < bytes.count else { throw failure("unexpected end") }
    switch bytes[offset] {
    case UInt8(ascii: "{"):
      return try container(close: UInt8(ascii: "}")) { reader throws(Failure) in
        let key = try reader.string()
        reader.skipSpace()
        try reader.expect(":")
        return (key, try reader.value())
      }.object
    case UInt8(ascii: "["):
      return try container(close: UInt8(ascii: "]")) { reader throws(Failure) in
        ("", try reader.value())
      }.array
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    default: return .number(try integer())
    }
  }

  /// The members of an object or the elements of an array, each read by `member`.
  private mutating func container(
    close: UInt8, _ member: (inout JSONReader) throws(Failure) -> (String, JSONValue)
  ) throws(Failure) -> (object: JSONValue, array: JSONValue) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw failure("nested too deep") }
    defer { depth -= 1 }
    offset += 1
    var members: [(String, JSONValue)] = []
    skipSpace()
    if offset < bytes.count, bytes[offset] == close {
      offset += 1
    } else {
      while true {
        skipSpace()
        members.append(try member(&self))
        skipSpace()
        guard offset < bytes.count else { throw failure("unexpected end") }
        offset += 1
        if bytes[offset - 1] == close { break }
        guard bytes[offset - 1] == UInt8(ascii: ",") else { throw failure("expected ',' or a closing bracket") }
      }
    }
    return (.object(members), .array(members.map(\.1)))
  }

  private mutating func integer() throws(Failure) -> Int {
    let start = offset
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
    guard let number = Int(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
      offset = start
      throw failure("expected a value")
    }
    return number
  }

  private mutating func string() throws(Failure) -> String {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("expected a string") }
    offset += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run.removeAll()
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        scalars.append(try escaped())
      case ..<0x20:
        throw failure("a control character in a string")
      default:
        run.append(byte)
      }
    }
    throw failure("unterminated string")
  }

  private mutating func escaped() throws(Failure) -> Unicode.Scalar {
    guard offset < bytes.count else { throw failure("unterminated string") }
    offset += 1
    switch bytes[offset - 1] {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hexQuad()
      guard (0xD800..<0xDC00).contains(high) else {
        guard let scalar = Unicode.Scalar(high) else { throw failure("a lone surrogate") }
        return scalar
      }
      try expect("\\u")
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low),
        let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      else { throw failure("a lone surrogate") }
      return scalar
    default:
      throw failure("an unknown escape")
    }
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard bytes.count - offset >= 4,
      let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
    else { throw failure("expected four hexadecimal digits") }
    offset += 4
    return value
  }
}

extension ModuleInterface {
  /// Reads an interface file's bytes.
  package init(fileBytes: [UInt8]) throws(InterfaceFormatError) {
    let value: JSONValue
    do {
      value = try JSONReader.parse(fileBytes)
    } catch {
      throw InterfaceFormatError("it is not JSON: \(error)")
    }
    try self.init(json: value)
  }
}
