/// A file of the target named like the plugin's default output, `Weaver.swift`: the plugin then
/// names the generated file `WeaverGenerated.swift`, since SwiftPM names object files after their
/// sources and would otherwise find two producers of one (issue 18).
enum Weaving {
  static let punctuationMark = "!"
}
