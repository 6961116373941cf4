/// One problem found in the inputs, printed the way compilers print theirs.
///
/// Modelled on swift-syntax's `SwiftDiagnostics`: a severity, a stable id that users can search for
/// and that the README documents, a message from the catalog, a location, and notes that carry the
/// evidence (each hop of a chain, each edge of a cycle, each site of a duplicate).
package struct Diagnostic: Hashable, Sendable {
  package enum Severity: String, Hashable, Sendable {
    case error
    case warning
    case note
  }

  package var severity: Severity
  package var id: DiagnosticID
  package var message: String
  package var location: SourceLocation
  package var notes: [DiagnosticNote]

  package init(
    _ severity: Severity,
    _ id: DiagnosticID,
    _ message: String,
    at location: SourceLocation,
    notes: [DiagnosticNote] = []
  ) {
    self.severity = severity
    self.id = id
    self.message = message
    self.location = location
    self.notes = notes
  }

  package static func error(
    _ id: DiagnosticID,
    _ message: String,
    at location: SourceLocation,
    notes: [DiagnosticNote] = []
  ) -> Diagnostic {
    Diagnostic(.error, id, message, at: location, notes: notes)
  }

  package static func warning(
    _ id: DiagnosticID,
    _ message: String,
    at location: SourceLocation,
    notes: [DiagnosticNote] = []
  ) -> Diagnostic {
    Diagnostic(.warning, id, message, at: location, notes: notes)
  }
}

/// A note printed right after its diagnostic, at its own location.
package struct DiagnosticNote: Hashable, Sendable {
  package var message: String
  package var location: SourceLocation

  package init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }
}

extension Diagnostic: Comparable {
  /// Diagnostics print sorted by path, line and column; the rest of the key only makes the
  /// order total, so that output never depends on the order in which problems were found.
  package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.severity != rhs.severity { return lhs.severity.rank < rhs.severity.rank }
    if lhs.id != rhs.id { return lhs.id.rawValue < rhs.id.rawValue }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    return lhs.notes.lexicographicallyPrecedes(rhs.notes) { ($0.location, $0.message) < ($1.location, $1.message) }
  }
}

extension Diagnostic.Severity {
  fileprivate var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }
}
