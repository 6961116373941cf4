/// A module's interface as a file (`generate --emit-interface Profile.weavermodule`), read back by
/// `--dependency-interface`: what a build system that runs each module as its own action (Bazel,
/// Buck, Tuist) hands the modules that import it instead of its sources (docs/modules.md).
///
/// JSON with keys in a fixed order and types sorted by name, so the same module gives the same
/// bytes and a build cache can key on them. Its first key, `weaverGenInterface`, is the format's
/// version, which changes whenever a field changes meaning (a file of another version is refused,
/// never half read), and what marks the file as weaver-gen's, the only kind it replaces.
extension ModuleInterface {
  /// The version of the format this build writes and reads.
  package static let schemaVersion = 1

  package var json: JSONValue {
    .object([
      ("weaverGenInterface", .number(Self.schemaVersion)),
      ("module", .string(module)),
      ("types", .array(types.map(\.json))),
    ])
  }

  /// Reads a file written by `json`; throws a message saying what is wrong where.
  package init(json: JSONValue) throws(InterfaceFormatError) {
    let root = try Reader(json, at: "the file")
    let version = try root.number("weaverGenInterface")
    guard version == Self.schemaVersion else {
      throw InterfaceFormatError(
        "schema version \(version), but this weaver-gen reads version \(Self.schemaVersion): regenerate it with this weaver-gen"
      )
    }
    let module = try root.string("module")
    var types: [ExportedType] = []
    for (index, value) in try root.array("types").enumerated() {
      types.append(try ExportedType(try Reader(value, at: "types[\(index)]")))
    }
    self.init(module: module, types: types)
  }
}

/// Why an interface file cannot be read.
package struct InterfaceFormatError: Error, CustomStringConvertible {
  package var description: String
  package init(_ description: String) { self.description = description }
}

extension ExportedType {
  fileprivate var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("name", .string(name)), ("kind", .string(kind.rawValue)), ("access", .string(access.description)),
      ("location", location.json),
    ]
    if let entry {
      members.append(
        ("entry", .object([("isolation", entry.isolation.json), ("arguments", .array(entry.arguments.map(\.json)))])))
    }
    if let unavailability {
      members.append(
        (
          "unavailable",
          .object([("reason", .string(unavailability.reason)), ("location", unavailability.location.json)])
        ))
    }
    return .object(members)
  }

  fileprivate init(_ reader: Reader) throws(InterfaceFormatError) {
    guard let kind = DeclarationKind(rawValue: try reader.string("kind")),
      let access = AccessLevel(keyword: try reader.string("access"))
    else { throw InterfaceFormatError("\(reader.place): unknown kind or access") }
    self.init(name: try reader.string("name"), kind: kind, access: access, location: try reader.location("location"))
    if let entry = try reader.optional("entry") {
      let isolation = try entry.optionalString("isolation").map(ActorIsolation.globalActor) ?? .nonisolated
      let arguments = try entry.array("arguments").enumerated().map { index, value throws(InterfaceFormatError) in
        try EntryInitializer.Argument(try Reader(value, at: "\(entry.place).arguments[\(index)]"))
      }
      self.entry = EntryInitializer(isolation: isolation, arguments: arguments)
    }
    if let unavailable = try reader.optional("unavailable") {
      unavailability = Unavailability(
        reason: try unavailable.string("reason"), location: try unavailable.location("location"))
    }
  }
}

extension EntryInitializer.Argument {
  fileprivate var json: JSONValue {
    .object([
      ("label", .string(label)), ("name", .string(name)), ("type", .string(type.description)),
      ("isParameter", .bool(isParameter)), ("location", location.json), ("isReadWhenBuilt", .bool(isReadWhenBuilt)),
    ])
  }

  fileprivate init(_ reader: Reader) throws(InterfaceFormatError) {
    let text = try reader.string("type")
    guard case .success(let type) = TypeParser.parse(text[...]) else {
      throw InterfaceFormatError("\(reader.place): '\(text)' is not a type")
    }
    self.init(
      label: try reader.string("label"), name: try reader.string("name"), type: type,
      isParameter: try reader.bool("isParameter"), location: try reader.location("location"),
      isReadWhenBuilt: try reader.bool("isReadWhenBuilt"))
  }
}

extension ActorIsolation {
  /// The global actor's name, or `null` for nonisolated (an interface never holds the module's
  /// default, which would mean something else in the importing module).
  fileprivate var json: JSONValue {
    if case .globalActor(let name) = self { return .string(name) }
    return .null
  }
}

extension SourceLocation {
  fileprivate var json: JSONValue {
    .object([("path", .string(path)), ("line", .number(line)), ("column", .number(column))])
  }
}

/// Reads the members of one JSON object, saying where a member is missing or of the wrong kind.
private struct Reader {
  let members: [String: JSONValue]
  let place: String

  init(_ value: JSONValue, at place: String) throws(InterfaceFormatError) {
    guard case .object(let pairs) = value else { throw InterfaceFormatError("\(place) is not an object") }
    members = Dictionary(pairs) { first, _ in first }
    self.place = place
  }

  private func value(_ key: String) throws(InterfaceFormatError) -> JSONValue {
    guard let value = members[key] else { throw InterfaceFormatError("\(place) has no '\(key)'") }
    return value
  }

  private func wrongKind(_ key: String, _ kind: String) -> InterfaceFormatError {
    InterfaceFormatError("'\(key)' of \(place) is not \(kind)")
  }

  func string(_ key: String) throws(InterfaceFormatError) -> String {
    guard case .string(let text) = try value(key) else { throw wrongKind(key, "a string") }
    return text
  }

  func optionalString(_ key: String) throws(InterfaceFormatError) -> String? {
    switch members[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    default: throw wrongKind(key, "a string")
    }
  }

  func number(_ key: String) throws(InterfaceFormatError) -> Int {
    guard case .number(let number) = try value(key) else { throw wrongKind(key, "a number") }
    return number
  }

  func bool(_ key: String) throws(InterfaceFormatError) -> Bool {
    guard case .bool(let flag) = try value(key) else { throw wrongKind(key, "true or false") }
    return flag
  }

  func array(_ key: String) throws(InterfaceFormatError) -> [JSONValue] {
    guard case .array(let values) = try value(key) else { throw wrongKind(key, "an array") }
    return values
  }

  func optional(_ key: String) throws(InterfaceFormatError) -> Reader? {
    guard let value = members[key], value != .null else { return nil }
    return try Reader(value, at: "\(place).\(key)")
  }

  func location(_ key: String) throws(InterfaceFormatError) -> SourceLocation {
    let reader = try Reader(try value(key), at: "\(place).\(key)")
    return SourceLocation(
      path: try reader.string("path"), line: try reader.number("line"), column: try reader.number("column"))
  }
}
