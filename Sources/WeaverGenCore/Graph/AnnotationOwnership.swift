/// Works out which injectable type each annotation belongs to (docs/language.md, "Attachment").
///
/// An annotation belongs to the innermost enclosing class, struct or actor; inside `extension X`
/// it belongs to `X` when the module declares `X` as one, or when the module does not declare `X`
/// and an extension conforms it to `XObjCDependencyInjectable` (an Objective-C class, or a class
/// of another module, made injectable from Swift). Annotations directly in an enum or a
/// protocol, at file scope, in local or generic types, or in extensions of types the module does
/// not declare, are errors, reported once per declaration.
struct AnnotationOwnership {
  /// One annotation: the declaration holding it, and its index among its file's annotations
  /// (`FileSummary.annotations`). It is read from the summary (`ModuleDeclarations[placed]`), not
  /// copied: a copy of every annotation lived beside the summaries through graph building, the
  /// largest part of that stage's peak after the summaries themselves.
  struct Placed {
    var holder: ModuleDeclarations.Site
    var index: Int
  }

  /// The annotations of one injectable type, before they are read in order.
  struct Owner {
    var name: String
    /// The class, struct or actor declaration that defines the type.
    var primary: ModuleDeclarations.Site
    var annotations: [Placed]
  }

  private(set) var owners: [String: Owner] = [:]
  private(set) var importAnnotations: [String] = []
  private(set) var diagnostics: [Diagnostic] = []
  /// Annotated class, struct and actor declarations by qualified name; more than one is a
  /// `duplicate-type` error.
  private var annotatedPrimaries: [String: [ModuleDeclarations.Site]] = [:]
  private var reportedHolders: Set<ModuleDeclarations.Site> = []

  init(declarations: ModuleDeclarations) {
    var unread: [(AttachedAnnotation, file: Int, index: Int)] = []
    for (fileIndex, file) in declarations.files.enumerated() {
      for (index, attached) in file.annotations.enumerated() {
        if case .unreadDeclaration = attached.annotation.kind {
          unread.append((attached, fileIndex, index))
        } else {
          place(attached, at: index, file: file, fileIndex: fileIndex, declarations: declarations)
        }
      }
    }
    for (attached, fileIndex, index) in unread {
      placeUnread(attached, at: index, fileIndex: fileIndex, declarations: declarations)
    }
    settlePrimaries(declarations: declarations)
  }

  /// A declaration line with an error only silences the lines configuring its name: it joins a
  /// type that other annotations make injectable, and adds no error of its own.
  private mutating func placeUnread(
    _ attached: AttachedAnnotation, at annotationIndex: Int, fileIndex: Int, declarations: ModuleDeclarations
  ) {
    guard let index = attached.enclosingDeclaration,
      case .success(let primary) = owner(
        of: ModuleDeclarations.Site(file: fileIndex, index: index), declarations: declarations)
    else { return }
    let name = declarations[primary].qualifiedName
    owners[name]?.annotations.append(
      Placed(holder: ModuleDeclarations.Site(file: fileIndex, index: index), index: annotationIndex))
  }

  private mutating func place(
    _ attached: AttachedAnnotation,
    at annotationIndex: Int,
    file: FileSummary,
    fileIndex: Int,
    declarations: ModuleDeclarations
  ) {
    let annotation = attached.annotation
    if case .import(let module, _) = annotation.kind {
      importAnnotations.append(module)
      return
    }
    let commentLocation = SourceLocation(path: file.path, position: annotation.commentPosition)
    guard let index = attached.enclosingDeclaration else {
      diagnostics.append(.error(.annotationOutsideType, GraphMessages.annotationOutsideType, at: commentLocation))
      return
    }
    let holder = ModuleDeclarations.Site(file: fileIndex, index: index)
    switch owner(of: holder, declarations: declarations) {
    case .success(let primary):
      let name = declarations[primary].qualifiedName
      if declarations[holder].kind != .extension, !annotatedPrimaries[name, default: []].contains(holder) {
        annotatedPrimaries[name, default: []].append(holder)
      }
      owners[name, default: Owner(name: name, primary: primary, annotations: [])].annotations.append(
        Placed(holder: holder, index: annotationIndex)
      )
    case .failure(let problem):
      guard reportedHolders.insert(holder).inserted else { return }
      diagnostics.append(
        .error(
          .unsupportedDeclaration,
          problem.message,
          at: commentLocation,
          notes: [
            DiagnosticNote(
              GraphMessages.holderDeclaredHere(declarations[holder]), at: declarations.location(of: holder))
          ]
        )
      )
    }
  }

  private struct Problem: Error {
    var message: String
  }

  /// The class, struct or actor declaration an annotation held by `holder` belongs to.
  private func owner(
    of holder: ModuleDeclarations.Site,
    declarations: ModuleDeclarations
  ) -> Result<ModuleDeclarations.Site, Problem> {
    let declaration = declarations[holder]
    var primary = holder
    switch declaration.kind {
    case .enum, .protocol:
      return .failure(
        Problem(message: GraphMessages.annotationInNonInjectable(declaration.kind, declaration.qualifiedName)))
    case .extension:
      if let bridged = declarations.bridgedUndeclaredType(named: declaration.qualifiedName) {
        primary = bridged
        break
      }
      guard let extended = declarations.primaryDeclaration(named: declaration.qualifiedName) else {
        let kind = declarations.kind(of: declaration.qualifiedName)
        return .failure(
          Problem(message: GraphMessages.extensionOfUnknownType(declaration.qualifiedName, declaredAs: kind)))
      }
      primary = extended
    case .class, .struct, .actor:
      break
    }
    if let reason = declarations.unsupportedReason(for: primary) {
      return .failure(Problem(message: reason))
    }
    if declarations.effectiveAccessLevel(of: primary) < .internal {
      let level = declarations.effectiveAccessLevel(of: primary)
      return .failure(Problem(message: GraphMessages.hiddenType(declarations[primary].qualifiedName, level)))
    }
    return .success(primary)
  }

  /// The annotated declaration of a name is the type (an extension alone points at the first
  /// declaration). Two annotated declarations of one qualified name cannot both be the type: the
  /// first by path and line is kept, the others are reported and their annotations dropped.
  private mutating func settlePrimaries(declarations: ModuleDeclarations) {
    for (name, sites) in annotatedPrimaries {
      let sorted = sites.sorted { declarations.location(of: $0) < declarations.location(of: $1) }
      let kept = sorted[0]
      owners[name]?.primary = kept
      for duplicate in sorted.dropFirst() {
        diagnostics.append(
          .error(
            .duplicateType,
            GraphMessages.duplicateType(name),
            at: declarations.location(of: duplicate),
            notes: [DiagnosticNote(GraphMessages.alsoDeclaredHere(name), at: declarations.location(of: kept))]
          )
        )
      }
      guard sorted.count > 1 else { continue }
      owners[name]?.annotations.removeAll { placed in
        declarations[placed.holder].kind != .extension && placed.holder != kept
      }
    }
  }
}

extension ModuleDeclarations {
  /// The annotation `placed` names, lent from its file's summary.
  subscript(placed: AnnotationOwnership.Placed) -> Annotation {
    _read { yield files[placed.holder.file].annotations[placed.index].annotation }
  }

  /// The path of the file holding the annotation `placed` names.
  func path(of placed: AnnotationOwnership.Placed) -> String { files[placed.holder.file].path }
}
