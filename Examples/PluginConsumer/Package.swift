// swift-tools-version: 6.1
import PackageDescription

/// An app that gets its dependency containers from WeaverGenPlugin: nothing generated is checked
/// in, the plugin writes it into the build before the target compiles.
let package = Package(
  name: "PluginConsumer",
  dependencies: [.package(name: "weaver-gen", path: "../..")],
  targets: [
    .executableTarget(
      name: "Greeter", dependencies: ["Punctuation"],
      plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")]),
    // A C target: the plugin has nothing to generate there and declares no command.
    .target(name: "Punctuation", plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")]),
  ],
  swiftLanguageModes: [.v6]
)
