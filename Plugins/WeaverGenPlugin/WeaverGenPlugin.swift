import Foundation
import PackagePlugin

/// Runs `weaver-gen` before each target that uses the plugin compiles, and adds the generated
/// `Weaver.swift` (and, in a target of 100 Swift files or more, its other parts) to the target
/// (README, "Use it in your project"). The plugin only works out paths and the number of parts: all logic is in the
/// tool,
/// which the plugin cannot import.
@main
struct WeaverGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // The package's own targets this one depends on, however deep: a third-party package's
    // targets are not annotated for this graph, and reading them would only cost time.
    let ownTargets = Set(context.package.targets.map(\.id))
    let dependencies = target.recursiveTargetDependencies.compactMap { dependency -> (String, [URL])? in
      guard ownTargets.contains(dependency.id), let module = dependency as? SourceModuleTarget else { return nil }
      let files = module.sourceFiles(withSuffix: "swift").map(\.url)
      return files.isEmpty ? nil : (module.name, files)
    }
    let command = try GenerationCommand(
      targetName: target.name,
      swiftFiles: target.sourceFiles(withSuffix: "swift").map(\.url),
      configurationFolder: target.directoryURL,
      tool: context.tool(named: "weaver-gen").url,
      workDirectory: context.pluginWorkDirectoryURL,
      dependencies: dependencies.map { (name: $0.0, swiftFiles: $0.1) }
    ).command()
    return command.map { [$0] } ?? []
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension WeaverGenPlugin: XcodeBuildToolPlugin {
  /// Xcode targets have no folder of their own: a `.weaver.yaml` is looked for next to the project.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let command = try GenerationCommand(
      targetName: target.displayName,
      swiftFiles: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" },
      configurationFolder: context.xcodeProject.directoryURL,
      tool: context.tool(named: "weaver-gen").url,
      workDirectory: context.pluginWorkDirectoryURL
    ).command()
    return command.map { [$0] } ?? []
  }
}
#endif
