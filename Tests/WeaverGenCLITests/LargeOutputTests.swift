import Foundation
import Testing

/// A generated file much larger than the writer's buffers (256 KB out, 64 KB compared at a time):
/// an unchanged file is recognised across chunk boundaries and left alone, and a file that differs
/// anywhere, even at the same size, is rewritten whole.
@Suite struct LargeOutputTests {
  /// A root registering 1,200 types, each needing a value from the root: about 0.7 MB generated.
  private func writeModule(in directory: URL) throws {
    let children = (0..<1_200).map { "Screen\($0)" }
    var root = "final class Root {\n  // weaver: clock = Clock\n"
    for child in children { root += "  // weaver: \(child.lowercased()) = \(child)\n" }
    root += "  init() {}\n}\n\nfinal class Clock {}\n"
    try root.write(to: directory.appendingPathComponent("Root.swift"), atomically: true, encoding: .utf8)
    let screens = children.map { child in
      "final class \(child) {\n  // weaver: clock <- Clock\n  init(injecting dependencies: \(child)DependencyResolver) {}\n}\n"
    }
    try screens.joined(separator: "\n").write(
      to: directory.appendingPathComponent("Screens.swift"), atomically: true, encoding: .utf8)
  }

  @Test func aLargeFileIsComparedAcrossChunksAndRewrittenWhenAnyByteDiffers() throws {
    let scratch = try ScratchDirectory()
    let module = scratch.url.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
    try writeModule(in: module)
    let output = scratch.url.appendingPathComponent("Out/Weaver.swift")
    let arguments = ["generate", "--input-path", module.path, "--output-file", output.path]

    let first = try CLIRunner.run(arguments)
    #expect(first.status == 0, "\(first)")
    let expected = try Data(contentsOf: output)
    #expect(expected.count > 2 * 262_144)

    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: output.path)
    let before = try modificationDate(of: output)
    #expect(try CLIRunner.run(arguments).status == 0)
    #expect(try modificationDate(of: output) == before, "an unchanged file is not rewritten")

    // The first line is left alone: a file without the generated header is never overwritten.
    for offset in [64, 65_535, 65_536, 262_143, 262_144, expected.count - 1] {
      var changed = expected
      changed[offset] = changed[offset] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
      try changed.write(to: output)
      #expect(try CLIRunner.run(arguments).status == 0)
      #expect(try Data(contentsOf: output) == expected, "a byte changed at \(offset) is rewritten")
    }
    try (expected + Data("// more".utf8)).write(to: output)
    #expect(try CLIRunner.run(arguments).status == 0)
    #expect(try Data(contentsOf: output) == expected, "a longer file is rewritten")
  }

  private func modificationDate(of url: URL) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
  }
}
