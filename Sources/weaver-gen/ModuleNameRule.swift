import WeaverGenCore

/// What a module name may be: `--output-path` writes a module's code to `<output>/<Module>/`, so a
/// name is a single, printable path component. Empty, `.`, `..`, a name holding `/` or `\`, or a
/// control character would write beside or above the output folder, or forge a line in a build
/// log, so each is a usage error, whether the name was given or taken from a folder.
enum ModuleNameRule {
  /// Why `name` cannot name a module, or `nil` when it can.
  static func problem(with name: String) -> String? {
    switch name {
    case "": return "it is empty"
    case ".", "..": return "it is '\(name)'"
    default: break
    }
    if name.contains("/") || name.contains("\\") { return "it holds a path separator" }
    if ControlCharacterEscaping.needsEscaping(name) { return "it holds a control character" }
    return nil
  }
}
