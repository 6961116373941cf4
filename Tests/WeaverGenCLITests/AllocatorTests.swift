import Testing

@testable import weaver_gen

/// What `Allocator.adviseHugePages()` reads of the kernel before it asks for huge pages: the free
/// blocks of 2 MB and more, so that no fault in an advised heap waits for memory to be compacted.
@Suite struct AllocatorTests {
  @Test func freeHugePagesCountTheBlocksOfOrderNineAndAboveAcrossNodesAndZones() {
    let text = """
      Node 0, zone      DMA      0      0      0      0      0      0      0      0      1      1      3 
      Node 0, zone    DMA32      1      2      2      2      1      2      0      3      3      1    753 
      Node 0, zone   Normal    333    248    183    237    167     87     38     21      7      2     47 
      Node 1, zone   Normal      5      5      5      5      5      5      5      5      5      4      0 
      """
    // Order 9 counts once and order 10 twice: 1 + 1 + 2 + 4 for the orders 9, then 2 × (3 + 753 + 47).
    #expect(Allocator.freeHugePages(inBuddyInfo: text) == (1 + 1 + 2 + 4) + 2 * (3 + 753 + 47))
  }

  @Test func aZoneWithoutBlocksOfTwoMegabytesOrAnUnreadableLineCountsNothing() {
    let text = """
      Node 0, zone      DMA      4      3      2      1      0      0      0      0      0      0      0
      Node 0, zone
      not a zone line at all
      Node 0, zone   Normal    12     7      3
      """
    #expect(Allocator.freeHugePages(inBuddyInfo: text) == 0)
    #expect(Allocator.freeHugePages(inBuddyInfo: "") == 0)
  }

  @Test func ordersPastTenCountInProportion() {
    // A kernel with larger blocks: order 11 is four pages of 2 MB.
    let text = "Node 0, zone   Normal   0 0 0 0 0 0 0 0 0 0 0 5\n"
    #expect(Allocator.freeHugePages(inBuddyInfo: text) == 20)
  }
}
