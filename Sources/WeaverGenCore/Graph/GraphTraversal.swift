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
/// chains in large apps) cannot overflow the stack.
enum StronglyConnectedComponents {
  /// The components of the graph on nodes `0..<count`, each sorted, in the order Tarjan's algorithm
  /// closes them (a component comes after every component it can reach).
  static func of(count: Int, successors: (Int) -> [Int]) -> [[Int]] {
    var index = Array(repeating: -1, count: count)
    var lowLink = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var nextIndex = 0
    func visit(_ node: Int) {
      index[node] = nextIndex
      lowLink[node] = nextIndex
      nextIndex += 1
      stack.append(node)
      onStack[node] = true
    }
    for start in 0..<count where index[start] < 0 {
      visit(start)
      var work: [(node: Int, successors: [Int], next: Int)] = [(start, successors(start), 0)]
      while !work.isEmpty {
        let top = work.count - 1
        let node = work[top].node
        if work[top].next < work[top].successors.count {
          let target = work[top].successors[work[top].next]
          work[top].next += 1
          if index[target] < 0 {
            visit(target)
            work.append((target, successors(target), 0))
          } else if onStack[target] {
            lowLink[node] = min(lowLink[node], index[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
        guard lowLink[node] == index[node] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == node { break }
        }
        // Sorted in place: a sorted copy was a second allocation for each of thousands of
        // components of one node.
        component.sort()
        components.append(component)
      }
    }
    return components
  }

  /// The nodes that lie on a loop: in a component of two or more, or with an edge to themselves.
  static func nodesOnLoops(count: Int, successors: (Int) -> [Int]) -> Set<Int> {
    nodesOnLoops(in: of(count: count, successors: successors), successors: successors)
  }

  /// The nodes on a loop among `components`, the graph's components as `of` returns them, for a
  /// caller that needs the components too.
  static func nodesOnLoops(in components: [[Int]], successors: (Int) -> [Int]) -> Set<Int> {
    var result: Set<Int> = []
    for component in components {
      if component.count > 1 || successors(component[0]).contains(component[0]) {
        result.formUnion(component)
      }
    }
    return result
  }
}
