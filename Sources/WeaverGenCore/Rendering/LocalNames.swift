/// The names under which a generated function or closure binds its parameters and locals.
///
/// They are the dependency names, as the user reads them, except where a local of that name
/// would hide something the body needs: `self` (a parameter named `` `self` `` would stand for
/// the container in `self._x = …` or `Builder.make(self, …)`), the container's private members
/// that the body reads without `self.`, and the names a closure's capture list binds (`box`,
/// `make`). Such a name is bound under a fresh one (`self_2`), while argument labels keep the
/// dependency's name, so callers and resolver protocols never see the difference.
struct LocalNames {
  private var renamed: [String: String] = [:]
  /// Every name the scope binds, as bound (renamed or not), without back-quotes: what a name added
  /// to the scope later must avoid (`UniqueNames(reserving:)`). A list, which may name one twice:
  /// a set of them was made for every initializer and accessor printed, to be read as a list.
  private(set) var boundNames: [String] = []

  /// - Parameters:
  ///   - names: every name the scope binds (duplicates allowed: a built type's parameter is
  ///     both a closure parameter and one of its container's labels).
  ///   - reserved: names the body uses that a local must not hide, besides `self`.
  init(_ names: [String], avoiding reserved: Set<String> = []) {
    defer { boundNames = renamed.isEmpty ? names : names.map { renamed[$0] ?? $0 } }
    let hidden = names.filter { $0 == "self" || reserved.contains($0) }
    guard !hidden.isEmpty else { return }
    var unique = UniqueNames(reserving: names + reserved + ["self"])
    for name in hidden where renamed[name] == nil {
      renamed[name] = unique.claim(name)
    }
  }

  /// The local bound for the dependency `name`, as Swift source.
  subscript(name: String) -> String {
    SwiftIdentifier.spelling(of: renamed[name] ?? name)
  }

  /// `name: Type` in a parameter list, or `label local: Type` when the local is renamed.
  func parameter(_ name: String, type: some TextOutputStreamable) -> Code {
    guard let local = renamed[name] else { return "\(SwiftIdentifier.spelling(of: name)): \(type)" }
    return "\(SwiftIdentifier.labelSpelling(of: name)) \(SwiftIdentifier.spelling(of: local)): \(type)"
  }
}
