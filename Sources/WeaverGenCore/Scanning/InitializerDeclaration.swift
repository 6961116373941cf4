/// An initializer declared in the body of a type or extension: what `init(injecting:)` checking
/// and isolation inference need to know of it, without its body.
struct InitializerDeclaration: Hashable, Sendable {
  /// One parameter of the parameter clause.
  struct Parameter: Hashable, Sendable {
    /// The argument label without back-quotes, `nil` for `_` (`init(_ x: Int)`); when only one
    /// name is written, it is both the label and the local name.
    var label: String?
    /// The type as written, runs of whitespace and comments collapsed to one space, without
    /// leading or trailing space; `inout`, `sending`, attributes such as `@escaping` and the `...`
    /// of a variadic parameter included (`Int...`). Attributes of the parameter itself, written
    /// before its label (`@ViewBuilder content: …`), are not part of it.
    var type: String
    /// Whether a default value follows (`= 0`).
    var hasDefaultValue: Bool
    /// Where the label (or the single name) starts.
    var position: SourcePosition
  }

  /// The index, in `ScannedFile.declarations`, of the type or extension whose body declares it.
  var parent: Int
  /// Where the `init` keyword starts.
  var position: SourcePosition
  /// The names of the attributes written before `init`, without `@` or arguments, in source
  /// order (`@MainActor`, `@available`), those in every `#if` branch among them included, as
  /// for `TypeDeclaration.attributes`.
  var attributes: [String] = []
  /// The modifiers written before `init`, in source order (`public`, `required`, `convenience`,
  /// `nonisolated`, `override`); `private(set)`-style details are dropped.
  var modifiers: [String] = []
  /// `init?` or `init!`.
  var isFailable: Bool = false
  /// Whether the initializer declares generic parameters (`init<T>(…)`).
  var isGeneric: Bool = false
  var parameters: [Parameter] = []
  /// `async` after the parameter clause.
  var isAsync: Bool = false
  /// `throws`, `throws(SomeError)` or `rethrows` as written (whitespace collapsed), `nil` when
  /// the initializer does not throw.
  var throwsClause: String?
}
