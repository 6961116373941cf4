import Foundation
import Testing

@testable import weaver_gen

/// The reader stops at the size `fstat` gave when a read comes short there, instead of making the
/// read that returns nothing; every size around the array's one spare byte and the chunk size used
/// past it must still come back whole.
@Suite struct DiskSourceReaderTests {
  @Test(arguments: [0, 1, 2, 4095, 4096, 4097, 65_535, 65_536, 65_537, 300_001])
  func aFileIsReadWhole(size: Int) throws {
    let scratch = try ScratchDirectory()
    let path = scratch.url.appendingPathComponent("File.swift").path
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try DiskSourceReader().contents(of: path) == bytes)
  }

  @Test func aFolderIsNotAFileToRead() throws {
    let scratch = try ScratchDirectory()
    #expect(throws: SystemError.self) { try DiskSourceReader().contents(of: scratch.url.path) }
  }
}

/// Temporary files are named with random characters from the alphabet the cleanup recognises.
@Suite struct TemporaryFileNameTests {
  @Test func aNameLeadsBackToItsOutput() {
    let name = TemporaryFileName.make(for: "Weaver-3.swift")
    #expect(TemporaryFileName.output(of: name) == "Weaver-3.swift")
    #expect(name.count == ".Weaver-3.swift.weaver-gen-".count + 16 + ".tmp".count)
  }

  @Test func namesDiffer() {
    let names = Set((0..<64).map { _ in TemporaryFileName.make(for: "Weaver.swift") })
    #expect(names.count == 64)
  }
}
