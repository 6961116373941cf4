// swift-tools-version: 6.1
import PackageDescription

/// An app whose generated containers are written by the weaver-gen command line and checked in
/// under Generated/, for projects that review generated code or build without SwiftPM plugins.
let package = Package(
  name: "CLIGeneration",
  targets: [
    .executableTarget(name: "Library", path: ".", sources: ["Sources/Library", "Generated/Library"])
  ],
  swiftLanguageModes: [.v6]
)
