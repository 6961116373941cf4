import Testing

@testable import WeaverGenCore

/// `IsolationInference.nominalName` reads the type an inheritance clause entry is about; a plain
/// dotted name is given back as it is, anything else is read word by word.
@Suite struct InheritedTypeNameTests {
  @Test(arguments: [
    ("UIViewController", "UIViewController"),
    ("UIKit.UIViewController", "UIKit.UIViewController"),
    ("_Base2", "_Base2"),
    ("Sendable", "Sendable"),
    ("@preconcurrency UIKit.UIViewController", "UIKit.UIViewController"),
    ("@unchecked Sendable", "Sendable"),
    ("any Service", "Service"),
    ("Store<Movie>", "Store"),
    ("`Type`", "Type"),
    ("2D", "2D"),
    ("Café", "Café"),
  ])
  func theNamedTypeIsRead(entry: String, name: String) {
    #expect(IsolationInference.nominalName(entry) == name)
  }

  @Test(arguments: ["any", "~Copyable", "@MainActor", "", "<T>"])
  func entriesThatNameNoTypeGiveNone(entry: String) {
    #expect(IsolationInference.nominalName(entry) == nil)
  }
}
