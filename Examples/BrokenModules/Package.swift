// swift-tools-version: 6.1
import PackageDescription

/// MultiModule's shape with a mistake on purpose: the app registers the Profile feature's screen
/// without providing the `clock` it needs. `swift build` must fail at the app's annotation
/// (`expected-diagnostics.txt`), before any Swift compiles.
let package = Package(
  name: "BrokenModules",
  dependencies: [.package(name: "weaver-gen", path: "../..")],
  targets: [
    .target(name: "Core"),
    .target(
      name: "Profile", dependencies: ["Core"], plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")]),
    .executableTarget(
      name: "App", dependencies: ["Core", "Profile"], plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
