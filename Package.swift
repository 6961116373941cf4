// swift-tools-version: 6.2
import Foundation  // ProcessInfo: the cores the debug build generates code on
import PackageDescription

/// The tool is optimized in debug builds too, whole-module, as in release builds. A build plugin's
/// tool is built in the configuration of the build that runs it, so every debug build of an app that
/// uses the plugin runs a debug weaver-gen: unoptimized Swift is four times slower (unspecialized
/// generics, retain and release around every copy), and optimized file by file still 1.5 times
/// slower than release on the benchmark's 10,000-type app (1.06 s against 0.71 s: no call across a
/// file boundary inlined, no generic specialized across files). Whole-module, the debug build runs
/// within a tenth of release (0.76 s; docs/performance.md, stop 42). `-num-threads` makes the compiler write
/// one object file per source file, as a debug build's index store requires, and generate code on
/// every core; `-disable-batch-mode` stops the driver warning that batch mode does not apply. The
/// price is paid once per clean build: compiling the tool takes 3.2 min instead of 2.3 on 2 cores
/// (1 min unoptimized), and the build prints a remark that incremental compilation is off for its
/// two targets. Swift 6.2
/// and later accept the flags from a dependency pinned to a version, as long as its manifest's tools
/// version is 6.2 or later (this one's is).
///
/// Resolving the package with `WEAVER_GEN_INCREMENTAL_DEBUG=1` set optimizes file by file instead,
/// so that an edit recompiles only what it changed: for working on weaver-gen itself. With
/// `WEAVER_GEN_UNOPTIMIZED_DEBUG=1`, debug builds are not optimized at all: for stepping through the
/// tool in a debugger, or a build that runs the plugin once.
let optimizedInDebugBuilds: [SwiftSetting] =
  if Context.environment["WEAVER_GEN_UNOPTIMIZED_DEBUG"] == "1" {
    []
  } else if Context.environment["WEAVER_GEN_INCREMENTAL_DEBUG"] == "1" {
    [.unsafeFlags(["-O"], .when(configuration: .debug))]
  } else {
    [
      .unsafeFlags(
        [
          "-O", "-whole-module-optimization", "-num-threads", "\(ProcessInfo.processInfo.activeProcessorCount)",
          "-disable-batch-mode",
        ], .when(configuration: .debug))
    ]
  }

/// WeaverGenCore's values live until their last use, not to the end of the scope that names them.
/// The compiler keeps each variable's value alive to the end of its scope by default (lexical
/// lifetimes), in case a deinitializer, a weak reference or a pointer into the value relies on it;
/// the optimizer then keeps a copy of a string or a list retained across every call it cannot see
/// through and releases it late, where it would otherwise have moved the value. This module has
/// none of those: no deinitializer, no weak reference, pointers lent only inside `with…` closures,
/// and its two `unowned(unsafe)` captures read the receiver of the call they run in. On the
/// benchmark's 2,000-type app the option removes 2.8 % of the instructions and 12 % of the
/// retains, and a run of the 10,000-type app takes 11 ms less, 21 ms less CPU (docs/performance.md,
/// stop 48). The executable target keeps the default: its output folder unlocks in a
/// deinitializer. A frontend option (there since Swift 5.7, measured with 6.3): a compiler after
/// 6.3 builds with the default until the option is checked there, rather than risk a build that
/// stops on an option it no longer knows.
#if compiler(>=6.2) && compiler(<6.4)
let valuesLiveToLastUse: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-enable-lexical-lifetimes=false"])]
#else
let valuesLiveToLastUse: [SwiftSetting] = []
#endif

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
    .target(name: "WeaverGenCore", swiftSettings: optimizedInDebugBuilds + valuesLiveToLastUse),
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
