/// The first pipeline stage: one file's bytes in, its `FileSummary` out.
///
/// Checks that the bytes are UTF-8, scans them keeping only comments that can be annotations,
/// and parses those. Pure and independent per file, so the pipeline runs it on all cores.
enum FileAnalyzer {
  static func analyze(path: String, bytes: UnsafeBufferPointer<UInt8>) -> FileSummary {
    var annotations = AnnotationMemo()
    return analyze(path: path, bytes: bytes, annotations: &annotations)
  }

  /// The summary of one file whose annotations are parsed through `annotations`, the memo of the
  /// files analysed before it in the same run of files (`Pipeline.analyzeFiles`).
  static func analyze(path: String, bytes: UnsafeBufferPointer<UInt8>, annotations: inout AnnotationMemo)
    -> FileSummary
  {
    if let invalid = UTF8Validator.firstInvalidByte(in: bytes) {
      let location = SourceLocation(path: path, position: invalid)
      return FileSummary(
        path: path,
        diagnostics: [.error(.unreadableFile, ScanningMessages.notUTF8, at: location)],
        isUnreadable: true
      )
    }
    if let header = WeaverGeneratedFileHeader.find(in: bytes) {
      // Its declarations are Weaver's copies of what weaver-gen generates: not the module's.
      let message = ScanningMessages.generatedByWeaver(version: header.version)
      return FileSummary(
        path: path,
        diagnostics: [.error(.weaverGeneratedFile, message, at: SourceLocation(path: path, position: header.position))])
    }
    var scanned = SwiftScanner.scan(bytes, options: ScanOptions(comments: .annotationCandidates))
    var summary = FileSummary(path: path, declarations: scanned.declarations)
    // A body's extent is the scanner's (the migration reads it); kept, it would make a summary,
    // and the analysis cache's run memo keyed on it, change with every edit inside the body.
    for index in summary.declarations.indices { summary.declarations[index].body = nil }
    // The initializers moved out of the scan's list, last first, not copied: a copy retained each
    // of an initializer's strings, and freeing the list released them all again.
    var initializers: [InitializerDeclaration] = []
    swap(&initializers, &scanned.initializers)
    while let initializer = initializers.popLast() {
      if initializer.mayInject {
        summary.initializers.append(initializer)
      } else {
        summary.otherInitializers.append(
          OtherInitializer(parent: initializer.parent, shape: initializer.shape(in: path)))
      }
    }
    summary.initializers.reverse()
    summary.otherInitializers.reverse()
    // The comments kept are the lines starting with `// weaver`, nearly all annotations: the list
    // made at their count, once, where growing it by doubling copied it (10,900 times for the
    // bench app's files) and held the slack of the last doubling until the graph was built.
    summary.annotations.reserveCapacity(scanned.comments.count)
    // Each comment read in place, by index: a loop over the list copied each one's text.
    for index in scanned.comments.indices {
      guard var result = annotations.parse(scanned.comments[index], path: path) else { continue }
      guard !scanned.comments[index].isInUnreportedType else {
        // Attached to the type around, it would silently change another type's graph.
        summary.diagnostics.append(
          .error(
            .unsupportedDeclaration,
            ScanningMessages.annotationInOverlongType(limit: DeclarationTracker.maximumQualifiedNameLength),
            at: SourceLocation(path: path, position: scanned.comments[index].position)))
        continue
      }
      // Appended only when there are some: an empty list appended to the summary's, itself empty
      // and so not uniquely held, still took the list's copy-on-write path (two calls and a copy of
      // nothing), for each of the bench app's 42,500 annotations.
      if !result.diagnostics.isEmpty { summary.diagnostics += result.diagnostics }
      // Moved out of the result, not copied: a copy retained each of its names and types.
      if let annotation = result.annotation.take() {
        summary.annotations.append(AttachedAnnotation(annotation, in: scanned.comments[index].enclosingDeclaration))
      }
    }
    for use in scanned.weaverPropertyWrappers {
      summary.diagnostics.append(
        .error(
          .unsupportedPropertyWrapper, AnnotationMessages.unsupportedPropertyWrapper(use.name),
          at: SourceLocation(path: path, position: use.position)))
    }
    if !summary.annotations.isEmpty || !summary.diagnostics.isEmpty {
      summary.imports = scanned.imports
    }
    return summary
  }

  /// Convenience for tests and small inputs.
  static func analyze(path: String, source: String) -> FileSummary {
    var source = source
    return source.withUTF8 { analyze(path: path, bytes: $0) }
  }
}

extension InitializerDeclaration {
  /// Its labels and defaults, which are all an entry initializer's collision check needs.
  func shape(in path: String) -> InitializerShape {
    InitializerShape(
      labels: parameters.map(\.label), hasDefaultValue: parameters.map(\.hasDefaultValue),
      location: SourceLocation(path: path, position: position))
  }

  /// Whether the initializer may be meant as `init(injecting:)` (see `FileSummary.initializers`).
  fileprivate var mayInject: Bool {
    parameters.contains {
      $0.label == "injecting" || $0.type.contains("DependencyResolver") || $0.type.contains("DependencyContainer")
    }
  }
}
