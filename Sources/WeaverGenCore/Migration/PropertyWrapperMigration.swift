/// `weaver-gen migrate`: rewrites a module's Weaver 1.x property wrappers into the equivalent
/// `// weaver:` comments, and each wrapped property into one that reads the resolver, with the
/// `init(injecting:)` plumbing that keeps the resolver (docs/migrating-from-weaver.md, "Property
/// wrappers"). Pure: files in, edits out; the CLI prints them as a diff or writes them.
///
/// Only the wrappers' lines and the types' `init(injecting:)` are touched. A wrapper that cannot
/// be rewritten (an argument with no comment equivalent, a property with a value) is left as it
/// is and reported, so the user finishes it by hand.
package enum PropertyWrapperMigration {
  /// One file of the module, as read.
  package struct File: Sendable {
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// What becomes of one file: its edits (none when it has no wrapper), and the wrappers left.
  package struct Result: Sendable {
    package var path: String
    package var edits: SourceEdits
    package var diagnostics: [Diagnostic]
  }

  /// The name the migrated types keep their resolver under.
  static let resolverName = "dependencies"

  package static func migrate(_ files: [File]) -> [Result] {
    let scans = files.map { file in
      file.bytes.withUnsafeBufferPointer { bytes in
        (
          scanned: SwiftScanner.scan(bytes, options: ScanOptions(comments: .annotationCandidates)),
          summary: FileAnalyzer.analyze(path: file.path, bytes: bytes)
        )
      }
    }
    let parameters = ParameterIndex(files: files, scans: scans.map { ($0.scanned, $0.summary) })
    return zip(files, scans).map { file, scan in
      var migration = FileMigration(file: file, scanned: scan.scanned, parameters: parameters)
      migration.run()
      return Result(path: file.path, edits: migration.edits, diagnostics: migration.diagnostics)
    }
  }
}

/// The parameters of each type of the module, in declaration order, from comments and from
/// `@Weaver(.parameter)` wrappers: a `@WeaverP2` registration's accessor is labelled with them.
struct ParameterIndex {
  private var parametersByType: [String: [(offset: Int, name: String)]] = [:]

  init(files: [PropertyWrapperMigration.File], scans: [(ScannedFile, FileSummary)]) {
    for (file, (scanned, summary)) in zip(files, scans) {
      for attached in summary.annotations {
        guard case .parameter(let name, _) = attached.annotation.kind, let index = attached.enclosingDeclaration else {
          continue
        }
        parametersByType[summary.declarations[index].qualifiedName, default: []].append(
          (attached.annotation.commentPosition.offset, name.text))
      }
      for use in scanned.weaverPropertyWrappers {
        guard let index = use.enclosingDeclaration,
          case .success(let property) = WrappedProperty.read(file.bytes, at: use.position.offset),
          property.kind == .parameter
        else { continue }
        parametersByType[scanned.declarations[index].qualifiedName, default: []].append(
          (use.position.offset, property.name))
      }
    }
  }

  /// The parameter names of `type` (a name as written in a registration), in order.
  func parameters(of type: String) -> [String]? {
    parametersByType[type].map { $0.sorted { $0.offset < $1.offset }.map(\.name) }
  }
}
