import ArgumentParser
import WeaverGenCore

/// `weaver-gen version`: prints the version, for bug reports and CI logs.
struct VersionCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version of weaver-gen.")

  func run() {
    print("weaver-gen \(WeaverGenVersion.current)")
  }
}
