// swift-tools-version: 6.1
import PackageDescription

/// A library tested with the resolver doubles WeaverGenPlugin generates: the plugin on the library
/// writes its containers, the plugin on the test target writes the library's doubles into the test
/// target only (docs/testing.md).
let package = Package(
  name: "TestDoubles",
  dependencies: [.package(name: "weaver-gen", path: "../..")],
  targets: [
    .target(name: "Greetings", plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")]),
    .testTarget(
      name: "GreetingsTests", dependencies: ["Greetings"],
      plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")]),
  ],
  swiftLanguageModes: [.v6]
)
