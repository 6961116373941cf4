import Testing

@testable import WeaverGenCore

/// The doubles name the module's own types with the module's name, so a test module that also
/// imports Foundation does not find two `Timer`s; and print annotation paths relative to the
/// module's folder, so the generated file holds no absolute path.
@Suite struct ModuleQualifierTests {
  private func qualified(_ text: String, declaring types: [String], in module: String = "App") throws -> String {
    let type = try TypeParser.parse(Substring(text)).get()
    return "\(ModuleQualifier(module: module, declaredTypes: types).qualifying(type))"
  }

  @Test func qualifiesTheModulesTopLevelTypesWhereverTheyAppear() throws {
    let types = ["Timer", "Movie", "Outer", "Outer.Inner"]
    #expect(try qualified("Timer", declaring: types) == "App.Timer")
    #expect(try qualified("[String: Movie]?", declaring: types) == "[String: App.Movie]?")
    #expect(try qualified("(Movie, Int) -> Timer", declaring: types) == "(App.Movie, Int) -> App.Timer")
    #expect(try qualified("Outer.Inner", declaring: types) == "App.Outer.Inner")
    #expect(try qualified("Result<Movie, any Error>", declaring: types) == "Result<App.Movie, any Error>")
  }

  @Test func leavesOtherModulesTypesAsWritten() throws {
    #expect(try qualified("Foundation.Timer", declaring: ["Timer"]) == "Foundation.Timer")
    #expect(try qualified("URLSession", declaring: ["Timer"]) == "URLSession")
  }

  /// `App.Timer` would read as a member of the module's type `App`.
  @Test func qualifiesNothingWhenATypeIsNamedAsTheModule() throws {
    #expect(try qualified("Timer", declaring: ["App", "Timer"]) == "Timer")
  }

  @Test func pathsAreRelativeToTheFolderTheModulesFilesShare() {
    let folder = SourceFolder(commonTo: ["/work/Sources/App/A.swift", "/work/Sources/App/Screens/B.swift"])
    #expect(folder.relative("/work/Sources/App/Screens/B.swift") == "Screens/B.swift")
    #expect(SourceFolder(commonTo: ["A.swift"]).relative("A.swift") == "A.swift")
  }
}
