/// Finds the known word a misspelt one was meant to be, for "did you mean" messages.
///
/// Case is ignored (`Scope` suggests `scope`), and a word suggests a candidate only when at most
/// a third of the candidate's letters (and at least one) must change, so that unrelated words
/// get the list of known words instead of a misleading guess. Ties go to the alphabetically first
/// candidate, so the suggestion never depends on the order candidates come in.
package enum NameSuggestion {
  /// How many searches among a module's own names (dependencies, which can number thousands) are
  /// made for the unresolvable references of a module, and for the unknown configuration targets
  /// of a type, like swiftc's `-typo-correction-limit`: each search reads every candidate, so one
  /// per error among thousands of errors would cost the square of the module's size. The errors
  /// after that many come without a "did you mean" note.
  static let searchLimit = 100

  package static func closest(to word: String, among candidates: [String]) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let target = Array(candidate.lowercased().unicodeScalars)
      let distance = editDistance(lowered, target)
      guard distance <= max(1, target.count / 3) else { continue }
      if let current = best, (current.distance, current.candidate) <= (distance, candidate) { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// Levenshtein distance: insertions, deletions and substitutions each cost one.
  static func editDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar]) -> Int {
    guard !source.isEmpty else { return target.count }
    guard !target.isEmpty else { return source.count }
    var previous = Array(0...target.count)
    for (row, sourceScalar) in source.enumerated() {
      var current = [row + 1]
      for (column, targetScalar) in target.enumerated() {
        let substitution = previous[column] + (sourceScalar == targetScalar ? 0 : 1)
        current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
      }
      previous = current
    }
    return previous[target.count]
  }
}
