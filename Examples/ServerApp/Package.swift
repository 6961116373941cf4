// swift-tools-version: 6.1
import PackageDescription

/// A server-shaped app whose containers WeaverGenPlugin generates: one `Sendable` root shared by
/// many concurrent request tasks, `Sendable` services, an actor, a `.lazy` dependency and a
/// `.transient` one with a parameter.
let package = Package(
  name: "ServerApp",
  // Synchronization's `Mutex`, which the log uses, needs macOS 15.
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "weaver-gen", path: "../..")],
  targets: [
    .executableTarget(name: "BookServer", plugins: [.plugin(name: "WeaverGenPlugin", package: "weaver-gen")])
  ],
  swiftLanguageModes: [.v6]
)
