// swift-tools-version: 6.2
import PackageDescription

/// The tool is optimized in debug builds too. A build plugin's tool is built in the configuration of
/// the build that runs it, so every debug build of an app that uses the plugin runs a debug
/// weaver-gen, and unoptimized Swift is four times slower here (5.1 s against 1.3 s for the
/// benchmark's 10,000-type app: unspecialized generics, retain and release around every copy).
/// The price is paid once per clean build: compiling the tool takes 2.7 min instead of 1 min on
/// 2 cores. Swift 6.2 and later accept the flag from a dependency pinned to a version, as long as
/// its manifest's tools version is 6.2 or later (this one's is). Resolving the package with
/// `WEAVER_GEN_UNOPTIMIZED_DEBUG=1` set leaves debug builds unoptimized: for stepping through the
/// tool in a debugger, or a build that runs the plugin once.
let optimizedInDebugBuilds: [SwiftSetting] =
  Context.environment["WEAVER_GEN_UNOPTIMIZED_DEBUG"] == "1" ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]

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
  ],
  targets: [
    .target(name: "WeaverGenCore", swiftSettings: optimizedInDebugBuilds),
    .executableTarget(
      name: "weaver-gen",
      dependencies: [
        "WeaverGenCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: optimizedInDebugBuilds
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
