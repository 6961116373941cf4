/// The resolution of every reference of one graph, read by `DependencyID`: the references in the
/// graph's order, their resolutions beside them, and each dependency's position among them.
///
/// Resolution makes the resolutions in that order, on all cores. Kept in a dictionary, 60,000 of
/// them (the bench app's) were hashed in one by one on one core, and every rule that looked for
/// the failing ones copied the table; here they stay where resolution put them, and a read is
/// three array reads.
struct ReferenceResolutions: Hashable, Sendable {
  /// The references, in the graph's order (so sorted).
  let references: [DependencyID]
  private let resolutions: [ReferenceResolution]
  /// Each dependency's position in `references`, -1 for the other dependencies.
  private let positions: DependencyTable<Int>

  /// `resolutions[i]` is the resolution of `references[i]`; the references are dependencies of
  /// `graph`, in its order.
  init(references: [DependencyID], resolutions: [ReferenceResolution], graph: ModuleGraph) {
    precondition(references.count == resolutions.count, "a resolution for each reference")
    var positions = DependencyTable(graph, filledWith: -1)
    for (position, reference) in references.enumerated() { positions[reference] = position }
    self.references = references
    self.resolutions = resolutions
    self.positions = positions
  }

  var isEmpty: Bool { references.isEmpty }
  var count: Int { references.count }

  /// The resolution of `reference`, `nil` when it is not a reference this graph resolved.
  subscript(reference: DependencyID) -> ReferenceResolution? { position(of: reference).map { resolutions[$0] } }

  /// The place of `dependency` in `references`, `nil` when it is not one of them.
  func position(of dependency: DependencyID) -> Int? {
    let position = positions[dependency]
    return position >= 0 ? position : nil
  }

  /// The providers of `references[position]`.
  func providers(at position: Int) -> [DependencyID] { resolutions[position].providers }

  /// The references whose resolution `isIncluded`, in the graph's order.
  func references(where isIncluded: (ReferenceResolution) -> Bool) -> [DependencyID] {
    resolutions.indices.filter { isIncluded(resolutions[$0]) }.map { references[$0] }
  }
}
