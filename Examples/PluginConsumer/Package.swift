// swift-tools-version: 6.1
import PackageDescription

/// An app that gets its dependency containers from WeaverGenPlugin: nothing generated is checked
/// in, the plugin writes it into the build before the target compiles.
let package = Package(
  name: "PluginConsumer",
  dependencies: [.package(name: "weaver-gen", path: "../..")],
  targets: [
    .executableTarget(name: "Greeter", plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")])
  ],
  swiftLanguageModes: [.v6]
)
