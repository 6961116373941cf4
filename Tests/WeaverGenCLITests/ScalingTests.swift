import Foundation
import Testing

/// Every stage of `weaver-gen generate` (scan, parse, graph, checks, planning, rendering, writing)
/// costs time and memory in proportion to the module, on the shapes that once made one of them
/// quadratic or worse (issue 11): the same shape at a size and at 8 times that size, in one test
/// run, must cost at most `cpuRatioLimit` times more CPU.
///
/// No clock limit: the two runs are compared with each other, by the CPU time the kernel charged
/// to each process (`ProcessCost`), which other work on the machine inflates far less than wall
/// time, and inflates alike for both runs. Linear work costs about 8 times more, plus a fixed
/// start-up cost that brings the ratio down; the bar the issue sets is 10 times. The limit is
/// twice that, so that a loaded machine (shared caches, frequency changes) does not fail a linear
/// run, and still below what the old code cost on these sizes in a debug build (32 to 70 times: its
/// worst steps grew with the square of the size). The wide root was already within the bar; it is
/// kept so that it stays there.
@Suite struct ScalingTests {
  static let cpuRatioLimit = 20.0

  /// The small size of each shape: large enough that the work, not the process's start, dominates
  /// the small run of the debug build, small enough that the large run stays under a few seconds.
  static func size(of shape: AdversarialModule) -> Int {
    switch shape {
    case .chain: 400
    case .manyDependencies: 2_500
    case .wideRoot: 1_000
    case .wideDAG: 200
    case .manyParameters: 1_000
    case .manyErrors: 400
    case .chainOfErrors: 200
    case .misspeltConfigurations: 400
    case .nestedAnnotation: 250_000
    case .manyModules: 50
    }
  }

  @Test(arguments: AdversarialModule.allCases)
  func eightTimesTheSizeCostsAtMostTwentyTimesTheCPU(_ shape: AdversarialModule) throws {
    let scratch = try ScratchDirectory()
    let size = Self.size(of: shape)
    let small = try cost(of: shape, size: size, in: scratch.url.appendingPathComponent("small"))
    let large = try cost(of: shape, size: 8 * size, in: scratch.url.appendingPathComponent("large"))
    let ratio = large.cpuSeconds / max(small.cpuSeconds, 0.001)
    #expect(
      ratio <= Self.cpuRatioLimit,
      "\(shape) at \(size) and \(8 * size): \(small.cpuSeconds) s and \(large.cpuSeconds) s of CPU (\(ratio)×)")
  }

  /// A type nested past the grammar's limit is reported when the parser reaches the limit, not
  /// after tokenizing the whole line: the memory the large line adds is a few times its bytes (the
  /// file read whole, the comment's text), not an object per token, as it once was (about 70
  /// bytes per byte). Both peaks are floored by this test process's own (`ProcessCost`), which can
  /// only shrink the difference: a busy test run cannot make the check fail.
  @Test func aDeeplyNestedAnnotationLineTakesMemoryInProportionToItsBytes() throws {
    let scratch = try ScratchDirectory()
    let shape = AdversarialModule.nestedAnnotation
    let size = Self.size(of: shape)
    let small = try cost(of: shape, size: size, in: scratch.url.appendingPathComponent("small"))
    let large = try cost(of: shape, size: 8 * size, in: scratch.url.appendingPathComponent("large"))
    let addedBytes = 2 * 7 * size
    #expect(
      large.peakMemory - small.peakMemory <= 16 * addedBytes,
      "\(addedBytes) more bytes of annotation took \(large.peakMemory - small.peakMemory) more bytes of memory")
    #expect(large.standardError.contains("nested too deeply"), "\(large)")
  }

  /// The cheaper of two runs of `generate` on the shape at `size`: the second discounts a run
  /// that another process slowed by sharing a core's caches.
  private func cost(of shape: AdversarialModule, size: Int, in directory: URL) throws -> ProcessCost.Measurement {
    let module = directory.appendingPathComponent("Shape")
    try shape.write(size: size, to: module)
    let arguments = [
      "generate", "--input-path", shape.inputPath(in: module).path, "--output-path",
      directory.appendingPathComponent("Out").path,
    ]
    var best: ProcessCost.Measurement?
    for _ in 0..<2 {
      let run = try ProcessCost.run(CLIRunner.executable, arguments)
      #expect(run.status == (shape.isValid ? 0 : 1), "\(shape) at \(size): \(run)")
      if best.map({ run.cpuSeconds < $0.cpuSeconds }) ?? true { best = run }
    }
    return try #require(best)
  }
}
