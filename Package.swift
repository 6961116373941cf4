// swift-tools-version: 6.2
import PackageDescription

/// weaver-gen: a compile-time dependency-injection code generator for Swift.
///
/// Three layers (docs/architecture.md): `WeaverGenCore` holds all logic and performs no I/O of its own,
/// `weaver-gen` is the thin command line around it, and the plugin only works out paths.
/// swift-syntax is a dependency of the test oracle only: the byte scanner is the production parser.
let package = Package(
  name: "weaver-gen",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "weaver-gen", targets: ["weaver-gen"]),
    .plugin(name: "WeaverGenPlugin", targets: ["WeaverGenPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    .target(name: "WeaverGenCore"),
    .executableTarget(
      name: "weaver-gen",
      dependencies: [
        "WeaverGenCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .plugin(name: "WeaverGenPlugin", capability: .buildTool(), dependencies: ["weaver-gen"]),

    // The samples: apps built the way users build theirs, with the plugin generating their containers.
    // SampleUIKit is UIKit where it exists and main-actor stand-ins with its names elsewhere, so the
    // movie sample's screens are view controllers on every platform.
    .target(name: "SampleUIKit"),
    .target(
      name: "MovieSample", dependencies: ["SampleUIKit"], resources: [.copy("Fixtures")], plugins: ["WeaverGenPlugin"]
    ),
    .executableTarget(name: "movie-demo", dependencies: ["MovieSample"]),
    // Built as Xcode 26 builds new app targets, with the main actor as the default isolation; its
    // .weaver.yaml tells the plugin so (`default_isolation: MainActor`).
    .target(
      name: "WeatherSample", resources: [.copy("Fixtures")], swiftSettings: [.defaultIsolation(MainActor.self)],
      plugins: ["WeaverGenPlugin"]
    ),
    .executableTarget(name: "weather-demo", dependencies: ["WeatherSample"]),

    .testTarget(name: "WeaverGenCoreTests", dependencies: ["WeaverGenCore"], exclude: ["Golden"]),
    .testTarget(
      name: "ScannerOracleTests",
      dependencies: [
        "WeaverGenCore",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "WeaverGenCLITests", dependencies: ["weaver-gen", "WeaverGenCore"], exclude: ["Fixtures", "WeaverSuite"]
    ),
    .testTarget(name: "MovieSampleTests", dependencies: ["MovieSample"]),
    .testTarget(name: "WeatherSampleTests", dependencies: ["WeatherSample"]),
  ],
  swiftLanguageModes: [.v6]
)
