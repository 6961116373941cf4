/// The depth-first post-order of a graph: every node after the nodes it leads to, starting from
/// each node in turn. Planning uses it to build what a thing needs before the thing. Run
/// iteratively, so that a long chain (a large app's registrations) cannot overflow the stack;
/// a node met again on a loop is skipped.
enum DepthFirstOrder {
  /// The nodes `0..<successors.count` that `included` accepts, each after its included successors.
  static func postOrder(successors: [[Int]], included: (Int) -> Bool = { _ in true }) -> [Int] {
    var order: [Int] = []
    var visited = Array(repeating: false, count: successors.count)
    // One stack for every start, emptied by each walk: a list per start was an allocation per
    // node of a graph without edges, such as most containers' registrations.
    var stack: [(node: Int, next: Int)] = []
    for start in successors.indices where included(start) && !visited[start] {
      visited[start] = true
      stack.append((start, 0))
      while let top = stack.last {
        if top.next < successors[top.node].count {
          stack[stack.count - 1].next += 1
          let successor = successors[top.node][top.next]
          if included(successor) && !visited[successor] {
            visited[successor] = true
            stack.append((successor, 0))
          }
        } else {
          order.append(top.node)
          stack.removeLast()
        }
      }
    }
    return order
  }
}

/// Tarjan's strongly connected components, run iteratively so that deep graphs (long registration
/// chains in large apps) cannot overflow the stack: the components in the order the algorithm
/// closes them (a component comes after every component it can reach), each one's nodes sorted.
///
/// Every node is in one component, and most components of the graphs here are one node: the
/// bench app's 20,000 references and 10,000 types. So the components are one list of nodes with
/// where each component starts, and the successors one list with where each node's successors
/// start, each filled in once: a list per node's successors, per component and per step of the
/// walk took an allocation each, and the searches 1.3 % of the 10,000-type app's instructions
/// (docs/performance.md, stop 53).
struct StronglyConnectedComponents: RandomAccessCollection {
  /// Every node, component by component, each component's nodes sorted.
  let nodesInOrder: [Int]
  /// Where each component starts in `nodesInOrder`, then where the last one ends.
  private let starts: [Int]
  /// The nodes with an edge to themselves.
  private let hasEdgeToItself: [Bool]

  /// The components of the graph on nodes `0..<count`; `successors` appends the nodes a node has
  /// an edge to (in any order, repeats allowed) to the list it is given.
  init(count: Int, successors: (_ node: Int, _ into: inout [Int]) -> Void) {
    // The successors of node `n` are `targets[edgeStarts[n]..<edgeStarts[n + 1]]`.
    var targets: [Int] = []
    var edgeStarts: [Int] = []
    edgeStarts.reserveCapacity(count + 1)
    var hasEdgeToItself = Array(repeating: false, count: count)
    for node in 0..<count {
      edgeStarts.append(targets.count)
      successors(node, &targets)
      hasEdgeToItself[node] = targets[edgeStarts[node]...].contains(node)
    }
    edgeStarts.append(targets.count)
    var index = Array(repeating: -1, count: count)
    var lowLink = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var stack: [Int] = []
    var nodes: [Int] = []
    nodes.reserveCapacity(count)
    var starts = [0]
    // The walk's path: each node with the position of the next of its edges to follow.
    var path: [(node: Int, nextEdge: Int)] = []
    var nextIndex = 0
    func visit(_ node: Int) {
      index[node] = nextIndex
      lowLink[node] = nextIndex
      nextIndex += 1
      stack.append(node)
      onStack[node] = true
      path.append((node, edgeStarts[node]))
    }
    for start in 0..<count where index[start] < 0 {
      visit(start)
      while let top = path.last {
        let node = top.node
        let edge = top.nextEdge
        if edge < edgeStarts[node + 1] {
          path[path.count - 1].nextEdge += 1
          let target = targets[edge]
          if index[target] < 0 {
            visit(target)
          } else if onStack[target] {
            lowLink[node] = Swift.min(lowLink[node], index[target])
          }
          continue
        }
        path.removeLast()
        if let parent = path.last?.node { lowLink[parent] = Swift.min(lowLink[parent], lowLink[node]) }
        guard lowLink[node] == index[node] else { continue }
        let first = nodes.count
        while let member = stack.popLast() {
          onStack[member] = false
          nodes.append(member)
          if member == node { break }
        }
        // Sorted in place through a buffer pointer: sorting `nodes[first...]` sorted a copy of the
        // slice and wrote it back. A component of one node, most of them, is sorted already.
        if nodes.count - first > 1 { nodes.withUnsafeMutableBufferPointer { $0[first...].sort() } }
        starts.append(nodes.count)
      }
    }
    nodesInOrder = nodes
    self.starts = starts
    self.hasEdgeToItself = hasEdgeToItself
  }

  var startIndex: Int { 0 }
  var endIndex: Int { starts.count - 1 }

  /// The nodes of the component at `position`, sorted.
  subscript(position: Int) -> ArraySlice<Int> { nodesInOrder[starts[position]..<starts[position + 1]] }

  /// Whether the component at `position` is a loop: two or more nodes, or one with an edge to itself.
  func isLoop(_ position: Int) -> Bool {
    starts[position + 1] - starts[position] > 1 || hasEdgeToItself[nodesInOrder[starts[position]]]
  }

  /// The nodes that lie on a loop.
  var nodesOnLoops: Set<Int> {
    var result: Set<Int> = []
    for position in indices where isLoop(position) { result.formUnion(self[position]) }
    return result
  }
}
