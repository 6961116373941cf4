// swift-tools-version: 6.1
import PackageDescription

/// An app made of modules, as apps grow: a core without annotations, two features whose public
/// screens and services the app registers, and the app. The plugin runs on each annotated target;
/// the app's run also reads the features' sources (its first-party dependencies), so a need of a
/// feature's type that the app does not provide fails `swift build` at the app's annotation.
let package = Package(
  name: "MultiModule",
  dependencies: [.package(name: "weaver-gen", path: "../..")],
  targets: [
    .target(name: "Core"),
    .target(
      name: "Profile", dependencies: ["Core"], plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")]),
    .target(
      name: "Settings", dependencies: ["Core"], plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")]),
    .executableTarget(
      name: "App", dependencies: ["Core", "Profile", "Settings"],
      plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")]),
  ],
  swiftLanguageModes: [.v6]
)
