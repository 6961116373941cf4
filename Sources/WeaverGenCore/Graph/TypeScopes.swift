/// The module's dotted type names (`Shelf.Label`) as a tree of scopes from the top level, for
/// `TypeLookup`: a name written inside a type nested `d` deep has `d` candidate paths, each as long
/// as the owner's name, and spelling and hashing every one (as the lookup once did) cost the square
/// of the depth per lookup, the cube for a module of such types. In the tree, a name's first
/// component says which scopes can hold it at all (almost always none, or one or two), the
/// owner's scopes are passed over by index, and only a path that is one of the names is spelled.
///
/// A superset of the names a lookup's table knows is harmless (the table then answers `nil` for the
/// extra candidate); a name missing from the tree would never be found, so whatever builds a table
/// the lookup reads inserts the table's names here.
struct TypeScopes: Hashable, Sendable {
  /// One step down the tree: the component `name` inside the scope node `scope`.
  private struct Step: Hashable {
    var scope: Int32
    var name: Substring
  }

  /// The nodes holding one name: almost always one, kept without a list of its own.
  private struct Holders: Hashable {
    var first: Int32
    var others: [Int32] = []

    var count: Int { 1 + others.count }
    func contains(_ node: Int32) -> Bool { first == node || others.contains(node) }
  }

  /// The node reached by each step; node 0 is the module's top level.
  private var steps: [Step: Int32] = [:]
  /// The node of each scope's full path (`Shelf`, `Shelf.Reader`), found by the path's digest
  /// (`NameTable`): every lookup asks it of the owner's name, which a `[Substring: Int32]` hashed
  /// with the standard library's SipHash, about 820 instructions (docs/performance.md, stop 62).
  private var nodes = NameTable<Int32>()
  /// The nodes that hold a scope of each name: where a lookup of a name starting with it can
  /// succeed, found by the name's digest. Keyed by `String`, not by a slice of the name inserted:
  /// every lookup of every type a registration or a rule names may ask it (docs/performance.md,
  /// stops 53 and 62).
  private var holders = NameTable<Holders>()
  /// The signatures (`signature(of:)`) of the names some scope below the top level holds, as bits:
  /// a name whose signature is not among them can be found in no scope a lookup searches, and is
  /// ruled out without hashing it. Most names asked about are top-level types; hashing each into
  /// `holders` took about 680 instructions a lookup, 36,000 lookups for the bench app's generated
  /// names alone (docs/performance.md, stop 57).
  private var heldSignatures = [UInt64](repeating: 0, count: Self.signatureCount / 64)

  /// Each node's enclosing node (the top level's is itself).
  private var parents: [Int32] = [0]
  /// How many components each node's path has.
  private var depths: [Int32] = [0]
  /// Whether the path to each node is one of the names inserted.
  private var isName: [Bool] = [false]

  init(names: some Sequence<String>) {
    for name in names { insert(name) }
  }

  /// Trees of the same names are equal whatever order the names came in (which numbers the nodes).
  static func == (lhs: TypeScopes, rhs: TypeScopes) -> Bool {
    lhs.nodes.count == rhs.nodes.count
      && lhs.nodes.entries.allSatisfy { path, node in
        rhs.nodes[path].map { rhs.isName[Int($0)] == lhs.isName[Int(node)] } ?? false
      }
  }

  func hash(into hasher: inout Hasher) { hasher.combine(nodes.count) }

  /// Adds a dotted name; a name without a dot is a top-level type, which is never a nested
  /// candidate, and is left out.
  private mutating func insert(_ name: String) {
    guard Self.isDotted(name) else { return }
    var node: Int32 = 0
    Self.forEachComponent(of: name) { component in
      let step = Step(scope: node, name: component)
      if let next = steps[step] {
        node = next
      } else {
        let parent = node
        node = Int32(parents.count)
        steps[step] = node
        nodes.addIfAbsent(node, for: String(name[..<component.endIndex]))
        let key = String(component)
        if let held = holders.position(of: key) {
          holders[position: held].others.append(parent)
        } else {
          holders.addIfAbsent(Holders(first: parent), for: key)
        }
        // The top level is never searched as a scope (`firstNested`): a name it alone holds is a
        // top-level type, found by the caller.
        if parent != 0 {
          let signature = Self.signature(of: key)
          heldSignatures[signature >> 6] |= 1 << UInt64(signature & 63)
        }
        parents.append(parent)
        depths.append(depths[Int(parent)] + 1)
        isName.append(false)
      }
      return true
    }
    isName[Int(node)] = true
  }

  /// How many signatures there are: a few thousand bits, so that the names of a module's nested
  /// scopes, a few hundred, leave most bits clear.
  private static let signatureCount = 4096

  /// A number below `signatureCount` taken from the name's digest (`NameDigest`): equal names have
  /// equal signatures, and two names share one by chance alone. Made of the name's length and its
  /// first and last bytes, the signature let through about half of the bench app's 57,000 lookups
  /// (its names share their length and ends with a nested type's: `Order2InboxViewModel`), each
  /// then hashed into `holders`: 14 M instructions more (docs/performance.md, stop 59).
  private static func signature(of name: String) -> Int {
    Int(truncatingIfNeeded: NameDigest.of(name) >> 52)
  }

  /// Whether `name` has a dot: searched on the contiguous bytes, which the view's own search, an
  /// index at a time, took 7 ms to do for the bench app's 60,000 declared types.
  static func isDotted(_ name: String) -> Bool {
    name.withUTF8Bytes { $0.contains(UInt8(ascii: ".")) }
  }

  /// The first path `Scope.name`, for the scopes of `owner` from the innermost out (`owner`,
  /// its parent, …, never the top level), that is a name of the tree and for which `found` gives a
  /// result.
  func firstNested<Found>(_ name: String, from owner: String, _ found: (String) -> Found?) -> Found? {
    guard !owner.isEmpty, holders.count > 0 else { return nil }
    // The name itself when it has no dot, as most have: no slice of it is made or hashed.
    var first = name
    if Self.isDotted(name) {
      Self.forEachComponent(of: name) { component in
        first = String(component)
        return false
      }
    }
    let signature = Self.signature(of: first)
    guard heldSignatures[signature >> 6] & 1 << UInt64(signature & 63) != 0, let holders = holders[first] else {
      return nil
    }
    var node = deepestScope(of: owner)
    while node != 0 {
      // A short list of holders (the usual case) is searched; a long one is asked of the tree.
      let mayHold = holders.count <= 8 ? holders.contains(node) : steps[Step(scope: node, name: first[...])] != nil
      if mayHold, holds(name, in: node) {
        // An empty scope (the first component of `.Name`) is the top level, tried by the caller.
        let scope = Self.prefix(of: owner, components: depths[Int(node)])
        if !scope.isEmpty, let result = found("\(scope).\(name)") { return result }
      }
      node = parents[Int(node)]
    }
    return nil
  }

  /// The node of the longest scope of `owner` (itself, its parent, …) that the tree has, or the top
  /// level: a deeper one holds no nested name, or the tree would have it too.
  private func deepestScope(of owner: String) -> Int32 {
    if let node = nodes[owner] { return node }
    // `owner` itself is not in the tree: its longest scope that is, is one of its parents.
    var node: Int32 = 0
    Self.forEachComponent(of: owner) { component in
      guard component.endIndex != owner.endIndex, let next = steps[Step(scope: node, name: component)] else {
        return false
      }
      node = next
      return true
    }
    return node
  }

  /// Whether the dotted `name` leads, from the scope `node`, to one of the names.
  private func holds(_ name: String, in node: Int32) -> Bool {
    var node: Int32? = node
    Self.forEachComponent(of: name) { component in
      node = node.flatMap { steps[Step(scope: $0, name: component)] }
      return node != nil
    }
    return node.map { isName[Int($0)] } ?? false
  }

  /// The first `count` components of `name`, dots between them.
  private static func prefix(of name: String, components count: Int32) -> Substring {
    var end = name.startIndex
    var seen: Int32 = 0
    forEachComponent(of: name) { component in
      end = component.endIndex
      seen += 1
      return seen < count
    }
    return name[..<end]
  }

  /// Calls `body` with each `.`-separated component of `name`, first to last, empty ones included,
  /// until it returns `false`. On the string's contiguous bytes, which a native string always has: a
  /// `Character` search walks grapheme clusters, and the search of a substring's UTF-8 view, or
  /// its contiguous storage, goes through the generic slice and checks the representation at each
  /// byte (about 650 instructions a name, half of the nested-name lookups; docs/performance.md,
  /// stop 44).
  static func forEachComponent(of name: String, _ body: (Substring) -> Bool) {
    let utf8 = name.utf8
    name.withUTF8Bytes { bytes in
      var start = 0
      while true {
        var dot = start
        while dot < bytes.count, bytes[dot] != UInt8(ascii: ".") { dot += 1 }
        // Offsets into a native string's UTF-8 view are indices in constant time.
        let component = name[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: dot)]
        guard body(component), dot < bytes.count else { return }
        start = dot + 1
      }
    }
  }
}
