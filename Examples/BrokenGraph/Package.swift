// swift-tools-version: 6.1
import PackageDescription

/// A module whose graph is wrong on purpose: building it with the plugin fails with the same
/// compiler-style diagnostics that `weaver-gen validate` prints (see expected-diagnostics.txt).
let package = Package(
  name: "BrokenGraph",
  dependencies: [.package(name: "weaver-gen", path: "../..")],
  targets: [
    .target(name: "BrokenGraph", plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")])
  ],
  swiftLanguageModes: [.v6]
)
