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
}
