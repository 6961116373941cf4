/// A `FileSummary` as compact bytes and back, for the analysis cache (docs/architecture.md, "The
/// analysis cache"): decoding a summary costs a fraction of scanning the file again.
///
/// Hand-written rather than `Codable` through JSON, which would cost about as much as the scan it
/// saves. Each type's fields are written in declaration order by `FileSummaryEncoder` and read in
/// the same order by `FileSummaryDecoder`, side by side in this file and `Annotation+Coding`; a
/// field added to one of these types must be added to both (`FileSummaryCodecTests` counts the
/// stored properties of each, and fails until it is). A cache written by another build of the
/// tool is never read (`AnalysisCacheFile`'s tool identity), so the layout may change freely.
///
/// The bytes are the summary's structure (every value but where it is in the file), then the
/// positions of its parts, in the order the structure names them:
///
/// ```
/// structure length            varint
/// structure                   declarations, initializers, annotations, imports, diagnostics
/// positions                   offset, line and column of each position, line and column of each location
/// ```
///
/// Apart, so that the run memo keys on the structure alone (`structure(of:)`): an edit that only
/// moves what the file declares (a line added in a function's body above it) changes no value the
/// later stages read but a position, which they report and compare, never print into code.
enum FileSummaryCodec {
  static func encode(_ summary: FileSummary) -> [UInt8] {
    var encoder = FileSummaryEncoder(path: summary.path)
    encoder.write(summary)
    var bytes = BinaryWriter(capacity: encoder.writer.bytes.count + encoder.positions.bytes.count + 4)
    bytes.write(UInt64(encoder.writer.bytes.count))
    bytes.append(raw: encoder.writer.bytes)
    bytes.append(raw: encoder.positions.bytes)
    return bytes.bytes
  }

  /// The summary of the file at `path` that `bytes` encode; throws on any malformed input.
  static func decode(_ bytes: ArraySlice<UInt8>, path: String) throws -> FileSummary {
    let (structure, positions) = try parts(of: bytes)
    return try BinaryReader.reading(structure) { reader in
      try BinaryReader.reading(positions) { positionReader in
        var decoder = FileSummaryDecoder(reader: reader, positionReader: positionReader, path: path)
        let summary = try decoder.readSummary()
        guard decoder.reader.isAtEnd, decoder.positionReader.isAtEnd else {
          throw BinaryReader.Malformed(description: "bytes follow the summary")
        }
        return summary
      }
    }
  }

  /// The bytes of the structure of the summary `bytes` encode, without its positions; `nil` when
  /// the bytes are not an encoded summary's.
  static func structure(of bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    try? parts(of: bytes).structure
  }

  private static func parts(of bytes: ArraySlice<UInt8>) throws -> (
    structure: ArraySlice<UInt8>, positions: ArraySlice<UInt8>
  ) {
    let (start, length) = try BinaryReader.reading(bytes) { reader in
      let length = try reader.readCount()
      return (reader.position, length)
    }
    guard length <= bytes.count - start else { throw BinaryReader.Malformed(description: "a structure too long") }
    let structureEnd = bytes.startIndex + start + length
    return (bytes[(bytes.startIndex + start)..<structureEnd], bytes[structureEnd...])
  }
}

/// Writes a summary's parts: its structure to `writer`, and its positions, in the same order, to
/// `positions`. A location in the summary's own file, which is nearly every one, costs a flag
/// instead of its path.
struct FileSummaryEncoder {
  var writer = BinaryWriter(capacity: 256)
  var positions = BinaryWriter(capacity: 64)
  let path: String

  init(path: String) { self.path = path }

  mutating func write(_ summary: FileSummary) {
    write(summary.declarations) { $0.write($1) }
    write(summary.initializers) { $0.write($1) }
    write(summary.otherInitializers) { encoder, other in
      encoder.writer.write(other.parent)
      encoder.writer.write(other.shape.labels) { $0.write($1) }
      encoder.writer.write(other.shape.hasDefaultValue) { $0.write($1) }
      encoder.write(other.shape.location)
    }
    write(summary.annotations) { $0.write($1) }
    write(summary.imports) { $0.write($1) }
    write(summary.diagnostics) { $0.write($1) }
    writer.write(summary.isUnreadable)
  }

  /// A count, then each element as `element` writes it.
  mutating func write<Element>(_ elements: [Element], _ element: (inout FileSummaryEncoder, Element) -> Void) {
    writer.write(UInt64(elements.count))
    for item in elements { element(&self, item) }
  }

  mutating func write<Case: CaseIterable & Equatable>(case value: Case) where Case.AllCases.Index == Int {
    writer.write(UInt64(Case.allCases.firstIndex(of: value)!))
  }

  mutating func write(_ position: SourcePosition) {
    positions.write(position.offset)
    positions.write(position.line)
    positions.write(position.column)
  }

  mutating func write(_ location: SourceLocation) {
    let isHere = location.path == path
    writer.write(isHere)
    if !isHere { writer.write(location.path) }
    positions.write(location.line)
    positions.write(location.column)
  }

  private mutating func write(_ declaration: TypeDeclaration) {
    write(case: declaration.kind)
    writer.write(declaration.name)
    writer.write(declaration.qualifiedName)
    write(declaration.accessLevel)
    writer.write(declaration.genericParameters)
    writer.write(declaration.inheritedTypes)
    writer.write(declaration.whereRequirements)
    writer.write(declaration.isObjC)
    writer.write(declaration.attributes)
    writer.write(declaration.isNonisolated)
    write(declaration.namePosition)
    write(declaration.parent)
    writer.write(declaration.isLocal)
  }

  private mutating func write(_ initializer: InitializerDeclaration) {
    writer.write(initializer.parent)
    write(initializer.position)
    writer.write(initializer.attributes)
    writer.write(initializer.modifiers)
    writer.write(initializer.isFailable)
    writer.write(initializer.isGeneric)
    write(initializer.parameters) { encoder, parameter in
      encoder.writer.write(parameter.label)
      encoder.writer.write(parameter.type)
      encoder.writer.write(parameter.hasDefaultValue)
      encoder.write(parameter.position)
    }
    writer.write(initializer.isAsync)
    writer.write(initializer.throwsClause)
  }

  private mutating func write(_ declaration: ImportDeclaration) {
    writer.write(declaration.path)
    writer.write(declaration.kind)
    writer.write(declaration.attributes)
    write(declaration.accessLevel)
    write(declaration.position)
    writer.write(declaration.isConditional)
  }

  private mutating func write(_ diagnostic: Diagnostic) {
    writer.write(diagnostic.severity.rawValue)
    write(case: diagnostic.id)
    writer.write(diagnostic.message)
    write(diagnostic.location)
    write(diagnostic.notes) { encoder, note in
      encoder.writer.write(note.message)
      encoder.write(note.location)
    }
  }

  private mutating func write(_ accessLevel: AccessLevel?) {
    writer.write(accessLevel != nil)
    if let accessLevel { write(case: accessLevel) }
  }

  mutating func write(_ index: Int?) {
    writer.write(index != nil)
    if let index { writer.write(index) }
  }
}

/// Reads what `FileSummaryEncoder` wrote, checking every tag, count and range as it goes.
struct FileSummaryDecoder {
  var reader: BinaryReader
  /// Reads the positions, written apart from the structure `reader` reads.
  var positionReader: BinaryReader
  let path: String

  mutating func readSummary() throws -> FileSummary {
    var summary = FileSummary(path: path)
    summary.declarations = try readArray { try $0.readTypeDeclaration() }
    summary.initializers = try readArray { try $0.readInitializer() }
    summary.otherInitializers = try readArray { decoder in
      let parent = try decoder.reader.readIndex()
      let labels = try decoder.reader.readArray { try $0.readOptionalString() }
      let defaults = try decoder.reader.readArray { try $0.readBool() }
      let location = try decoder.readLocation()
      return OtherInitializer(
        parent: parent, shape: InitializerShape(labels: labels, hasDefaultValue: defaults, location: location))
    }
    summary.annotations = try readArray { try $0.readAttachedAnnotation() }
    summary.imports = try readArray { try $0.readImport() }
    summary.diagnostics = try readArray { try $0.readDiagnostic() }
    summary.isUnreadable = try reader.readBool()
    return summary
  }

  /// A count, then that many elements read by `element`.
  mutating func readArray<Element>(_ element: (inout FileSummaryDecoder) throws -> Element) throws -> [Element] {
    let count = try reader.readCount()
    var elements: [Element] = []
    elements.reserveCapacity(count)
    for _ in 0..<count { elements.append(try element(&self)) }
    return elements
  }

  mutating func readCase<Case: CaseIterable>(_: Case.Type) throws -> Case where Case.AllCases.Index == Int {
    let index = try reader.readUInt64()
    guard index < UInt64(Case.allCases.count) else {
      throw BinaryReader.Malformed(description: "unknown \(Case.self) \(index)")
    }
    return Case.allCases[Int(index)]
  }

  mutating func readPosition() throws -> SourcePosition {
    SourcePosition(
      offset: try positionReader.readIndex(), line: try positionReader.readIndex(),
      column: try positionReader.readIndex())
  }

  mutating func readLocation() throws -> SourceLocation {
    let location = try reader.readBool() ? path : try reader.readString()
    return SourceLocation(path: location, line: try positionReader.readIndex(), column: try positionReader.readIndex())
  }

  private mutating func readTypeDeclaration() throws -> TypeDeclaration {
    let kind = try readCase(DeclarationKind.self)
    let name = try reader.readString()
    let qualifiedName = try reader.readString()
    let accessLevel = try readAccessLevel()
    var declaration = TypeDeclaration(
      kind: kind, name: name, qualifiedName: qualifiedName, accessLevel: accessLevel,
      namePosition: SourcePosition(offset: 0, line: 0, column: 0))
    declaration.genericParameters = try reader.readStrings()
    declaration.inheritedTypes = try reader.readStrings()
    declaration.whereRequirements = try reader.readStrings()
    declaration.isObjC = try reader.readBool()
    declaration.attributes = try reader.readStrings()
    declaration.isNonisolated = try reader.readBool()
    declaration.namePosition = try readPosition()
    declaration.parent = try readOptionalIndex()
    declaration.isLocal = try reader.readBool()
    return declaration
  }

  private mutating func readInitializer() throws -> InitializerDeclaration {
    var initializer = InitializerDeclaration(parent: try reader.readIndex(), position: try readPosition())
    initializer.attributes = try reader.readStrings()
    initializer.modifiers = try reader.readStrings()
    initializer.isFailable = try reader.readBool()
    initializer.isGeneric = try reader.readBool()
    initializer.parameters = try readArray { decoder in
      InitializerDeclaration.Parameter(
        label: try decoder.reader.readOptionalString(), type: try decoder.reader.readString(),
        hasDefaultValue: try decoder.reader.readBool(), position: try decoder.readPosition())
    }
    initializer.isAsync = try reader.readBool()
    initializer.throwsClause = try reader.readOptionalString()
    return initializer
  }

  private mutating func readImport() throws -> ImportDeclaration {
    let path = try reader.readString()
    let kind = try reader.readOptionalString()
    let attributes = try reader.readStrings()
    let accessLevel = try readAccessLevel()
    return ImportDeclaration(
      path: path, kind: kind, attributes: attributes, accessLevel: accessLevel, position: try readPosition(),
      isConditional: try reader.readBool())
  }

  private mutating func readDiagnostic() throws -> Diagnostic {
    let severityName = try reader.readString()
    guard let severity = Diagnostic.Severity(rawValue: severityName) else {
      throw BinaryReader.Malformed(description: "unknown severity '\(severityName)'")
    }
    let id = try readCase(DiagnosticID.self)
    let message = try reader.readString()
    let location = try readLocation()
    let notes = try readArray { decoder in
      DiagnosticNote(try decoder.reader.readString(), at: try decoder.readLocation())
    }
    return Diagnostic(severity, id, message, at: location, notes: notes)
  }

  private mutating func readAccessLevel() throws -> AccessLevel? {
    try reader.readBool() ? try readCase(AccessLevel.self) : nil
  }

  mutating func readOptionalIndex() throws -> Int? {
    try reader.readBool() ? try reader.readIndex() : nil
  }
}
