@testable import WeaverGenCore

/// How many facts a comparison covered, counted on the scanner's side (which agreed with
/// swift-syntax wherever no mismatch is reported), so that a run's summary shows what it proved.
struct ScanTally: CustomStringConvertible {
  var declarations = 0
  var attributes = 0
  var initializers = 0
  var parameters = 0
  var comments = 0
  var imports = 0

  mutating func add(_ file: ScannedFile) {
    declarations += file.declarations.count
    attributes += file.declarations.reduce(0) { $0 + $1.attributes.count }
    attributes += file.initializers.reduce(0) { $0 + $1.attributes.count }
    initializers += file.initializers.count
    parameters += file.initializers.reduce(0) { $0 + $1.parameters.count }
    comments += file.comments.count
    imports += file.imports.count
  }

  var description: String {
    "\(declarations) declarations, \(initializers) initializers with \(parameters) parameters, "
      + "\(attributes) attributes, \(comments) comments, \(imports) imports"
  }
}
