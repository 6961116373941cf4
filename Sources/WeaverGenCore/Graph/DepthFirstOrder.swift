/// The depth-first post-order of a graph: every node after the nodes it leads to, starting from
/// each node in turn. Planning uses it to build what a thing needs before the thing. Run
/// iteratively, so that a long chain (a large app's registrations) cannot overflow the stack;
/// a node met again on a loop is skipped.
enum DepthFirstOrder {
  /// The nodes `0..<successors.count` that `included` accepts, each after its included successors.
  static func postOrder(successors: [[Int]], included: (Int) -> Bool = { _ in true }) -> [Int] {
    var order: [Int] = []
    var visited = Array(repeating: false, count: successors.count)
    for start in successors.indices where included(start) && !visited[start] {
      visited[start] = true
      var stack: [(node: Int, next: Int)] = [(start, 0)]
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
