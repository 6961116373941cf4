/// Writes, next to a type's resolver double in the test doubles' file, the container a test builds
/// to run the real graph with some of the container's own registrations replaced (docs/testing.md,
/// "The real graph with a few nodes swapped"):
///
/// ```swift
/// extension AppDelegateDependencyContainer {
///   nonisolated struct Overrides { var movieAPI: (@MainActor () -> MovieAPI)? = nil }
///   @MainActor final class Overriding: AppDelegateDependencyResolver { … }
/// }
/// ```
///
/// `Overriding` is the module's container printed again from the same plan, each build reading the
/// test's replacement first (`Replacements`), so what it hands its children, and they theirs, is
/// the replacement wherever the module's container would hand the registration. It lives in the
/// test target, never in the module: the app's code and binary are the same with or without it.
/// An Objective-C bridged type gets none (its container must be an `NSObject` with `@objc`
/// members, which a test's copy is not worth), nor does a type that registers nothing, nor any
/// type of a module named `Overrides` or `Overriding` or declaring a type so named, which the
/// nested names would hide from the code that names it.
struct OverridingContainerRenderer {
  let plan: ContainerPlan
  let plans: [ContainerPlan]
  let qualifier: ModuleQualifier

  /// The names nested in the module's container.
  private static let nestedNames: Set<String> = ["Overrides", "Overriding"]

  func write(to writer: inout CodeWriter) {
    guard !plan.registrations.isEmpty, !plan.isObjC,
      Self.nestedNames.isDisjoint(with: qualifier.declaredTopLevelTypes.union([qualifier.module]))
    else { return }
    let container = plan.names.container
    var body = CodeWriter()
    body.block("extension \(container) {") { writer in
      writer.line(
        "/// What a test gives in place of `\(container)`'s registrations: one left `nil` is built as in production.")
      writer.block("nonisolated struct Overrides {") { writer in
        for registration in plan.registrations.sorted(by: { $0.dependencyIndex < $1.dependencyIndex }) {
          let name = SwiftIdentifier.spelling(of: registration.name)
          writer.line("var \(name): \(Replacements.closureType(of: registration, in: plan)) = nil")
        }
      }
      writer.line()
      writer.line(
        "/// `\(container)` with the registrations given in `overriding:` replaced, for every type below it;"
          + " the rest built as in production.")
      ContainerRenderer(plan: plan, plans: plans, objc: false, replacements: Replacements(plan: plan))
        .write(to: &writer)
    }
    writer.line()
    writer.append(withModuleNames(body.text))
  }

  /// The extension with, first, a typealias naming each of the module's top-level types its code
  /// names (`typealias Timer = Names.Timer`). Inside the module its `Timer` hides Foundation's; in a
  /// test target that imports both, a bare `Timer` is ambiguous. A member type is found before
  /// anything imported, so the code, builders included, means the module's types as it does in
  /// the module, without rewriting what the user wrote.
  private func withModuleNames(_ text: String) -> String {
    let named = Self.identifiers(in: text).intersection(qualifier.topLevelTypes)
    guard !named.isEmpty, let opening = text.firstIndex(of: "\n") else { return text }
    let module = SwiftIdentifier.spelling(of: qualifier.module)
    let aliases = named.sorted().map { name in
      let spelled = SwiftIdentifier.spelling(of: name)
      return "  typealias \(spelled) = \(module).\(spelled)\n"
    }
    return text[...opening] + aliases.joined() + "\n" + text[text.index(after: opening)...]
  }

  /// The names the code uses that are not members of something (`Leaf`, not `.leaf` or `x.Leaf`),
  /// outside doc comments.
  static func identifiers(in text: String) -> Set<String> {
    var found: Set<String> = []
    for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " }).hasPrefix("///") {
      var last: Character = " "
      var current = ""
      var afterDot = false
      for character in line + " " {
        if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
          if current.isEmpty { afterDot = last == "." }
          current.append(character)
        } else {
          if !current.isEmpty, !afterDot { found.insert(current) }
          current = ""
        }
        last = character
      }
    }
    return found
  }
}
