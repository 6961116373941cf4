final class Node {
  // weaver: next = Node
  // weaver: next.scope = .lazy
  // weaver: session <- Session
}
