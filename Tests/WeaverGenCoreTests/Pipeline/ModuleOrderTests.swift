import Testing

@testable import WeaverGenCore

/// Modules are analysed in waves: each after every module of the run it imports, the modules of
/// one wave side by side, whatever order the inputs listed them in.
@Suite struct ModuleOrderTests {
  /// The waves as module names.
  private func waves(_ imports: [String: Set<String>]) -> [[String]] {
    let names = Array(imports.keys)
    return ModuleOrder.waves(names: names, imports: names.map { imports[$0]! }).map { $0.map { names[$0] } }
  }

  @Test func featuresBetweenTheCoreAndTheAppFormOneWave() {
    let app: [String: Set<String>] = [
      "App": ["Core", "Search", "Profile", "Foundation"], "Search": ["Core", "UIKit"], "Profile": ["Core"],
      "Core": ["Foundation"],
    ]
    #expect(waves(app) == [["Core"], ["Profile", "Search"], ["App"]])
  }

  @Test func aModuleWaitsForItsDeepestImport() {
    let chain: [String: Set<String>] = ["A": [], "B": ["A"], "C": ["B"], "D": ["A", "C"]]
    #expect(waves(chain) == [["A"], ["B"], ["C"], ["D"]])
  }

  @Test func aModuleImportingItselfOrOutsideTheRunIsReadyAtOnce() {
    #expect(waves(["Solo": ["Solo", "Elsewhere"], "Other": []]) == [["Other", "Solo"]])
  }

  @Test func modulesOnAnImportLoopComeLastOneByOneByName() {
    let looped: [String: Set<String>] = ["Base": [], "B": ["C", "Base"], "C": ["B"], "A": ["C"]]
    #expect(waves(looped) == [["Base"], ["A"], ["B"], ["C"]])
  }

  /// The modules whose waves come first are those a module's files import, by the first part of
  /// each path, whether the files repeat the imports before them or not.
  @Test func aModuleImportsTheModulesOfItsFilesImports() {
    func file(_ paths: [String]) -> FileSummary {
      FileSummary(
        path: "File.swift",
        imports: paths.map { ImportDeclaration(path: $0, position: SourcePosition(offset: 0, line: 1, column: 1)) })
    }
    let repeated = (0..<50).map { _ in file(["Foundation", "Combine"]) }
    let varied = ["A", "B", "C", "D", "E", "F", "Core.Models", "struct.Ignored"].map { file([$0]) }
    let files = repeated + varied + [file(["Foundation", "A", "Combine.Publishers"])] + [file([])]
    #expect(
      Pipeline.importedModules(of: files) == ["Foundation", "Combine", "A", "B", "C", "D", "E", "F", "Core", "struct"])
    #expect(Pipeline.importedModules(of: []).isEmpty)
  }
}
