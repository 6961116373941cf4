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
    /// The class, struct and actor declarations of the name that hold annotations; more than one
    /// is a `duplicate-type` error.
    fileprivate var annotatedDeclarations: [ModuleDeclarations.Site] = []

    /// Adds an annotation, and the class, struct or actor declaration holding it, if one does;
    /// whether that makes a second annotated declaration of the name. The annotated declaration is
    /// the type (an extension alone points at the first declaration); two are settled once all
    /// are known.
    ///
    /// `following`: how many more annotations of the same holder come next, which `add` makes room
    /// for at once: a type's list grown one annotation at a time was made five times over.
    fileprivate mutating func add(_ placed: Placed, declaration: ModuleDeclarations.Site?, following: Int) -> Bool {
      let needed = annotations.count + 1 + following
      // Never less than double: a type made of many extensions, each with an annotation or two,
      // would otherwise be copied at each one.
      if annotations.capacity < needed { annotations.reserveCapacity(max(needed, 2 * annotations.capacity)) }
      annotations.append(placed)
      guard let declaration, !annotatedDeclarations.contains(declaration) else { return false }
      annotatedDeclarations.append(declaration)
      if annotatedDeclarations.count == 1 { primary = declaration }
      return annotatedDeclarations.count == 2
    }
  }

  /// The owners in the order their first annotation was placed; `ownerIndex` finds one by name.
  /// A list, not a table of owners by name: adding to an owner in place in a table went through
  /// the table's accessor, which allocated three frames per annotation.
  private(set) var owners: [Owner] = []
  /// The position in `owners` of each owner's name, found by the name's digest (`NameTable`).
  private(set) var ownerIndex: NameTable<Int>
  private(set) var importAnnotations: [String] = []
  private(set) var diagnostics: [Diagnostic] = []
  /// The names with more than one annotated declaration, in the order they were found.
  private var duplicatedNames: [String] = []
  private var reportedHolders: Set<ModuleDeclarations.Site> = []

  init(declarations: ModuleDeclarations) {
    ownerIndex = NameTable(minimumCapacity: Self.holderRuns(in: declarations))
    var unread: [(file: Int, index: Int)] = []
    // Each annotation read in place, and the owner of its holder worked out once per run of
    // annotations with the same holder (a type's annotations are usually written together): a copy
    // of each annotation and a walk up each holder's enclosing types per annotation made this the
    // graph stage's longest task on one core.
    var last: LastHolder?
    for fileIndex in declarations.files.indices {
      for index in declarations.files[fileIndex].annotations.indices {
        if case .unreadDeclaration = declarations.files[fileIndex].annotations[index].annotation.kind {
          unread.append((fileIndex, index))
        } else {
          place(at: index, fileIndex: fileIndex, declarations: declarations, last: &last)
        }
      }
    }
    for (fileIndex, index) in unread {
      placeUnread(
        declarations.files[fileIndex].annotations[index], at: index, fileIndex: fileIndex, declarations: declarations)
    }
    settlePrimaries(declarations: declarations)
  }

  /// How many runs of annotations with one holder the files hold: no more owners than that, so
  /// `ownerIndex` made at this size never grows. Grown from empty, it was copied into a larger
  /// table a dozen times on the bench app, each name hashed again, and each new name was hashed
  /// twice, to be looked up and then added: 19 M instructions on the longer task of the graph
  /// stage's second pair (docs/performance.md, stop 58).
  private static func holderRuns(in declarations: ModuleDeclarations) -> Int {
    var runs = 0
    for file in declarations.files.indices {
      // Each holder read in place: a copy of an annotation retains its strings.
      for index in declarations.files[file].annotations.indices
      where index == 0
        || declarations.files[file].annotations[index].enclosingDeclaration
          != declarations.files[file].annotations[index - 1].enclosingDeclaration
      {
        runs += 1
      }
    }
    return runs
  }

  /// The holder of the annotation placed last, and what placing it found: the owner's place in
  /// `owners`, or `nil` when the holder is reported (once) instead.
  private struct LastHolder {
    var holder: ModuleDeclarations.Site
    var owner: Int?
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
    guard let owner = ownerIndex[declarations.qualifiedName(at: primary)] else { return }
    owners[owner].annotations.append(
      Placed(holder: ModuleDeclarations.Site(file: fileIndex, index: index), index: annotationIndex))
  }

  private mutating func place(
    at annotationIndex: Int, fileIndex: Int, declarations: ModuleDeclarations, last: inout LastHolder?
  ) {
    if case .import(let module, _) = declarations.files[fileIndex].annotations[annotationIndex].annotation.kind {
      importAnnotations.append(module)
      return
    }
    func commentLocation() -> SourceLocation {
      SourceLocation(
        path: declarations.files[fileIndex].path,
        position: declarations.files[fileIndex].annotations[annotationIndex].annotation.commentPosition)
    }
    guard let index = declarations.files[fileIndex].annotations[annotationIndex].enclosingDeclaration else {
      diagnostics.append(.error(.annotationOutsideType, GraphMessages.annotationOutsideType, at: commentLocation()))
      return
    }
    let holder = ModuleDeclarations.Site(file: fileIndex, index: index)
    let placed = Placed(holder: holder, index: annotationIndex)
    // The same holder as the annotation before: its owner is known, its primary noted, or its
    // problem reported.
    if let last, last.holder == holder {
      if let owner = last.owner { owners[owner].annotations.append(placed) }
      return
    }
    switch owner(of: holder, declarations: declarations) {
    case .success(let primary):
      let name = declarations.qualifiedName(at: primary)
      // One lookup of the name, which adds it, for a new owner as for a known one.
      let owner = ownerIndex.value(for: name, addingIfAbsent: owners.count)
      if owner == owners.count { owners.append(Owner(name: name, primary: primary, annotations: [])) }
      last = LastHolder(holder: holder, owner: owner)
      let declaration = declarations.kind(at: holder) != .extension ? holder : nil
      var following = 0
      let annotations = declarations.files[fileIndex].annotations
      while annotationIndex + following + 1 < annotations.count,
        annotations[annotationIndex + following + 1].enclosingDeclaration == index
      {
        following += 1
      }
      if owners[owner].add(placed, declaration: declaration, following: following) {
        duplicatedNames.append(name)
      }
    case .failure(let problem):
      last = LastHolder(holder: holder, owner: nil)
      guard reportedHolders.insert(holder).inserted else { return }
      diagnostics.append(
        .error(
          .unsupportedDeclaration,
          problem.message,
          at: commentLocation(),
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

  /// Two annotated declarations of one qualified name cannot both be the type: the first by path
  /// and line is kept, the others are reported and their annotations dropped.
  private mutating func settlePrimaries(declarations: ModuleDeclarations) {
    for name in duplicatedNames {
      guard let owner = ownerIndex[name] else { continue }
      let sites = owners[owner].annotatedDeclarations
      let sorted = sites.sorted { declarations.location(of: $0) < declarations.location(of: $1) }
      let kept = sorted[0]
      owners[owner].primary = kept
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
      owners[owner].annotations.removeAll { placed in
        declarations.kind(at: placed.holder) != .extension && placed.holder != kept
      }
    }
  }
}

extension ModuleDeclarations {
  /// The annotation `placed` names, lent from its file's summary.
  subscript(placed: AnnotationOwnership.Placed) -> Annotation {
    _read { yield files[placed.holder.file].annotations[placed.index].annotation }
  }

  /// Where the annotation's comment starts in its file, read in place (see `subscript(site:)`).
  func commentOffset(of placed: AnnotationOwnership.Placed) -> Int {
    files[placed.holder.file].annotations[placed.index].annotation.commentPosition.offset
  }

  /// The path of the file holding the annotation `placed` names.
  func path(of placed: AnnotationOwnership.Placed) -> String { files[placed.holder.file].path }
}
