import Testing

@testable import WeaverGenCore

/// `StronglyConnectedComponents`: Tarjan's components kept as one list of nodes, which the
/// resolution, the cycle rule and the registration loops read.
@Suite struct StronglyConnectedComponentsTests {
  /// The components of a graph given as lists of successors.
  private func components(_ successors: [[Int]]) -> StronglyConnectedComponents {
    StronglyConnectedComponents(count: successors.count) { node, edges in edges += successors[node] }
  }

  @Test func aComponentComesAfterEveryComponentItReachesWithItsNodesSorted() {
    // 0 → 1 ⇄ 2 → 3, 4 on its own, 5 → 0.
    let found = components([[1], [2], [1, 3], [], [], [0]])
    #expect(found.map(Array.init) == [[3], [1, 2], [0], [4], [5]])
    #expect(found.nodesInOrder == [3, 1, 2, 0, 4, 5])
  }

  @Test func aNodeIsOnALoopInAComponentOfSeveralOrWithAnEdgeToItself() {
    // 0 ⇄ 1, 2 → 2, 3 → 4.
    let found = components([[1], [0], [2], [4], []])
    #expect(found.map(Array.init) == [[0, 1], [2], [4], [3]])
    #expect(found.indices.map(found.isLoop) == [true, true, false, false])
    #expect(found.nodesOnLoops == [0, 1, 2])
  }

  @Test func repeatedEdgesAndLargeLoopsGiveEachNodeOnce() {
    // One loop 0 → 3 → 4 → 2 → 5 → 1 → 0, each edge given twice.
    let next = [3, 0, 5, 4, 2, 1]
    let found = components(next.map { [$0, $0] })
    #expect(found.map(Array.init) == [[0, 1, 2, 3, 4, 5]])
    #expect(found.isLoop(0))
  }

  @Test func aGraphWithoutNodesHasNoComponent() {
    let found = components([])
    #expect(found.isEmpty)
    #expect(found.nodesOnLoops.isEmpty)
  }

  /// A chain as long as a large app's registrations is walked without recursion: each node its own
  /// component, the deepest first.
  @Test func aLongChainIsWalkedWithoutRecursion() {
    let count = 100_000
    let found = StronglyConnectedComponents(count: count) { node, edges in
      if node + 1 < count { edges.append(node + 1) }
    }
    #expect(found.count == count)
    #expect(found.nodesInOrder == Array((0..<count).reversed()))
    #expect(found.nodesOnLoops.isEmpty)
  }
}
