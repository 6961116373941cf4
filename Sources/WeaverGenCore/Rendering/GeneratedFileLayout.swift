/// One file of a module's generated code: its name in the output folder and its text, in
/// consecutive sections that a writer streams to disk without joining them.
package struct GeneratedFile: Hashable, Sendable {
  /// `Weaver.swift` or `Weaver-<n>.swift`.
  package var name: String
  package var sections: [String]

  package init(name: String, sections: [String]) {
    self.name = name
    self.sections = sections
  }

  /// The sections joined.
  package var text: String { sections.joined() }
}

/// How a module's generated code is spread over files, so that an edit recompiles only the files
/// whose bytes changed.
///
/// The Swift compiler rebuilds a file when its bytes change: with one generated file, editing one
/// annotation of a 2,000-type module recompiled all of its containers (about 80 s of a debug build).
/// Split into parts, the edit rewrites the part of the edited type and of the types that build it,
/// and the other parts stay untouched. Each type goes to the part its qualified name hashes to, so
/// a type stays in its part while others come and go; within a part, types keep the renderer's
/// order (sorted by name). Every part starts with the header and the module's imports, since any
/// part may name any imported type; part 1, `Weaver.swift` as when there is a single file, also
/// holds what the whole module shares (the typealiases nested types use, the runtime support).
package struct GeneratedFileLayout: Hashable, Sendable {
  /// The part counts `--parts` accepts: twice the automatic maximum leaves room to try more parts
  /// on a very large module, and the bound catches a mistyped count before it scatters hundreds of
  /// files, each of which costs a compile job's primary file, an object file and a dependency file.
  package static let partCounts = 1...64

  /// How many input files a part serves when the count is worked out from the module. In the
  /// benchmark's synthetic app (5 types per 3 files, 39 generated lines per type) a part then holds
  /// about 80 types, some 3,300 lines: a second or two of a debug build on 2 cores, where the
  /// single file of its 2,000-type version took 35 s.
  static let filesPerPart = 50

  /// The most parts worked out automatically, reached at 1,600 files. Past it, the parts an edit
  /// rewrites already compile alongside the module's own emit-module job, which every incremental
  /// build runs whatever the generator does (19 s of the 21 s that an edit cost in the 2,000-type
  /// app split into 24 parts), so more parts would not shorten the build, while each still costs
  /// a compile job, an object file and a dependency file in every clean build. A cap also stops
  /// the layout of a very large module from changing, and all its parts from being rewritten,
  /// every 50 files it grows.
  static let automaticMaximum = 32

  package let partCount: Int

  /// A layout of `partCount` files, which must be in `partCounts`.
  package init(partCount: Int) {
    precondition(Self.partCounts.contains(partCount), "part count \(partCount) is outside \(Self.partCounts)")
    self.partCount = partCount
  }

  /// The layout for a module of `inputFileCount` Swift files (`partCount(forInputFileCount:)`).
  package init(inputFileCount: Int) {
    self.init(partCount: Self.partCount(forInputFileCount: inputFileCount))
  }

  /// One file.
  package static let single = GeneratedFileLayout(partCount: 1)

  /// One part per `filesPerPart` input files, rounded down, at least 1 and at most
  /// `automaticMaximum`: a module of fewer than 100 files (every sample and example here) keeps a
  /// single `Weaver.swift`, where splitting would save little. The count depends on the number of
  /// files only, not on their contents, so a build system can declare the outputs before the tool
  /// runs (the build plugin repeats this formula, and a test checks that the two agree). Adding a
  /// file changes it only every 50 files; when it changes, the types move between parts and every
  /// part is rewritten once.
  package static func partCount(forInputFileCount count: Int) -> Int {
    min(max(count / filesPerPart, 1), automaticMaximum)
  }

  /// The names of the parts, part 1 first.
  package var fileNames: [String] { (1...partCount).map(Self.fileName(ofPart:)) }

  /// `Weaver.swift` for part 1, so a module that is not split keeps the name it always had, and
  /// `Weaver-<n>.swift` for the others.
  package static func fileName(ofPart part: Int) -> String {
    part == 1 ? "Weaver.swift" : "Weaver-\(part).swift"
  }

  /// Whether `name` is one that `fileName(ofPart:)` gives for some part count weaver-gen accepts
  /// (`Weaver.swift`, `Weaver-2.swift` … `Weaver-64.swift`): the only names whose files it may
  /// remove when they become stale.
  package static func isPartFileName(_ name: String) -> Bool {
    if name == fileName(ofPart: 1) { return true }
    guard name.hasPrefix("Weaver-"), name.hasSuffix(".swift") else { return false }
    let digits = name.dropFirst("Weaver-".count).dropLast(".swift".count)
    guard let part = Int(digits), part >= 2, part <= partCounts.upperBound else { return false }
    return String(part) == digits
  }

  /// The part (1-based) that holds the type with this qualified name.
  package func part(ofType qualifiedName: String) -> Int {
    Int(Self.stableHash(qualifiedName) % UInt64(partCount)) + 1
  }

  /// The files of a module with nothing to generate: each part is the header alone (with the
  /// part-set stamps when there are several), which compiles to nothing, for build systems that
  /// declare every part as an output.
  package var emptyFiles: [GeneratedFile] { files(opening: "", types: [], tail: "") }

  /// The files of a module: every part starts with the header then, if it holds anything,
  /// `opening` (the imports) and the sections of its types in the order given, each in the part
  /// `part(ofType:)` gave for the type's name; part 1 ends with `tail`. A part with nothing to
  /// hold is the header alone. Several parts are then tied together by `PartSetStamp`.
  ///
  /// The parts are told, not found here: the renderer finds each type's part in the task that
  /// writes its section, where finding all 10,000 of the bench app's here, after the sections,
  /// took one core while the other waited (docs/performance.md, stop 60).
  func files(
    opening: String, types: some Sequence<(part: Int, section: String)>, tail: String
  ) -> [GeneratedFile] {
    var bodies = [[String]](repeating: [], count: partCount)
    for type in types { bodies[type.part - 1].append(type.section) }
    if !tail.isEmpty { bodies[0].append(tail) }
    let header = GeneratedFileHeader.text
    var files = bodies.enumerated().map { index, body in
      GeneratedFile(
        name: Self.fileName(ofPart: index + 1), sections: body.isEmpty ? [header] : [header + opening] + body)
    }
    guard partCount > 1 else { return files }
    // Each stamp hashes its part's text: the parts on all cores.
    let unstamped = files
    let stamps = (1..<files.count).concurrentMap { PartSetStamp(part: $0 + 1, of: unstamped[$0]) }
    for stamp in stamps { files[stamp.part - 1].sections.append(stamp.declaration) }
    files[0].sections.append(PartSetStamp.check(stamps))
    return files
  }

  /// 64-bit FNV-1a over the UTF-8 bytes: the same number on every run and machine, unlike
  /// `hashValue`, which Swift seeds per process.
  static func stableHash(_ text: String) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    // Through the contiguous bytes: a debug build (where the plugin's tool usually runs) pays
    // for every step of a `String.UTF8View` iterator.
    text.withUTF8Bytes { bytes in
      for byte in bytes {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
      }
    }
    return value
  }
}

extension GeneratedFileLayout {
  /// How a run lays out each module's code: the same for every module, or worked out from each
  /// module's number of Swift files. The pipeline applies it per module, so the command line never
  /// needs to know how many files a module has.
  package enum Rule: Hashable, Sendable {
    /// Every module in one file (`--output-file`).
    case single
    /// Every module in this many parts (`--parts`).
    case parts(Int)
    /// Each module in as many parts as its number of Swift files calls for.
    case byInputFileCount

    func layout(forInputFileCount count: Int) -> GeneratedFileLayout {
      switch self {
      case .single: .single
      case .parts(let count): GeneratedFileLayout(partCount: count)
      case .byInputFileCount: GeneratedFileLayout(inputFileCount: count)
      }
    }
  }
}

/// What ties the parts of one run together, so that parts written by different runs never compile
/// together silently (docs/architecture.md, "What a run may touch").
///
/// Parts are renamed into place one by one, and a run killed between two renames, or one whose
/// last renames failed, leaves old and new parts side by side; they could compile into a graph
/// that no run checked. So each part but the first declares an enum of a fixed name whose one case
/// is named after a hash of its text, and part 1 names them all: a part from another run has a
/// case part 1 does not name, and the module fails to compile at part 1's line, whose comment says
/// what to do.
///
/// Where the names are decides what an edit costs the compiler's incremental build, which
/// recompiles every user of every declaration in a file whose interface (its declarations, not
/// the bodies of its types and functions) changed. The hash is a case inside the enum's body,
/// which has a fingerprint of its own: a changed part's interface stays as it was, and only the
/// files using a type whose body changed recompile. Were it in the enum's name, every changed part
/// would change its interface, and every file using any resolver or container of that part would
/// recompile (214 files against 5 for one annotation edit of the benchmark's 2,000-type module).
/// Part 1 names the cases inside a function body, which is not part of its interface either; in
/// its declarations they would change part 1's interface on every edit, and part 1 extends the
/// parents of nested types (an extension has no fingerprint), so every file using one of those
/// parents would recompile too (341 files).
struct PartSetStamp {
  let part: Int
  /// The part's own text (without its stamp) hashed, section by section (`TextDigest`), in hex.
  let hash: String

  init(part: Int, of file: GeneratedFile) {
    var digest = TextDigest()
    for section in file.sections { digest.add(section) }
    self.part = part
    self.hash = String(digest.value, radix: 16)
  }

  /// A 64-bit hash of text read eight bytes at a time (little-endian, so the same on every machine
  /// and run), for the stamps: it reads the bench app's 11 MB of code in about a sixth of the time
  /// that FNV-1a's multiply per byte took. Which part holds a type stays FNV-1a of its name
  /// (`GeneratedFileLayout.stableHash`), as the documentation says.
  struct TextDigest {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
      text.withUTF8Bytes { add(UnsafeRawBufferPointer($0)) }
    }

    /// The bytes, as `add(_:)` reads a text's: also the annotation memo's key (`AnnotationMemo`).
    mutating func add(_ raw: UnsafeRawBufferPointer) {
      var offset = 0
      while offset + 8 <= raw.count {
        mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        offset += 8
      }
      var tail: UInt64 = 0
      // By index: enumerating the slice took the generic path, for each of 42,500 comments.
      for index in offset..<raw.count { tail |= UInt64(raw[index]) << (8 * (index - offset)) }
      // The length too, so that text ending in zero bytes differs from text without them.
      mix(tail)
      mix(UInt64(raw.count))
    }

    /// One multiply per word, then the high half folded into the low half, so each bit of the
    /// word reaches every bit of the value within two words.
    private mutating func mix(_ word: UInt64) {
      value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
      value ^= value >> 32
    }
  }

  /// The enum that holds the part's stamp: the same name on every run.
  var typeName: String { "_WeaverGenPart\(part)" }

  /// The case that is the stamp: a hex hash may start with a digit, hence the underscore.
  var caseName: String { "_\(hash)" }

  /// The line at the end of the part that declares its stamp.
  var declaration: String { "\nenum \(typeName) { case \(caseName) }\n" }

  /// The function at the end of part 1 that names the other parts' stamps.
  static func check(_ stamps: [PartSetStamp]) -> String {
    "\n// The other parts of this run, each stamped with a hash of its text: a part of another run fails to compile.\n"
      + "private func _weaverGenPartSet() {\n"
      + stamps.map {
        "  _ = \($0.typeName).\($0.caseName)  // no such stamp: the parts of this module come from different weaver-gen runs;"
          + " run weaver-gen again\n"
      }.joined() + "}\n"
  }
}

/// The fixed start of every generated file: no timestamp and no path, so the bytes depend only on
/// the annotations, and opt-outs for the formatters and linters users run on their sources.
package enum GeneratedFileHeader {
  package static let marker = "// Generated by weaver-gen. DO NOT EDIT."

  package static let lines = [
    marker,
    "// swift-format-ignore-file",
    "// swiftlint:disable all",
  ]

  /// The lines, each ending with a newline: all of a file that has nothing else to hold.
  package static let text = lines.map { $0 + "\n" }.joined()

  /// Whether a file's text starts with the header, i.e. weaver-gen wrote it and may replace or
  /// remove it. A file whose line endings a checkout or an editor turned into `\r\n` still does.
  package static func isGenerated(_ text: Substring) -> Bool {
    text.hasPrefix(marker + "\n") || text.hasPrefix(marker + "\r\n")
  }
}
