/// Every shape of the type grammar as a registration, a reference and a parameter: what validates
/// must generate code that compiles. Optional registrations without a builder are built as the
/// wrapped type (`Box()` kept as `Box?`), as Weaver 0.12 did; tuples, closures and compositions
/// have no initializer, so they come from builders.
final class Box {
  let label: String
  init() { label = "box" }
}

struct Pair<First, Second> {
  var first: [First] = []
  var second: [Second] = []
}

protocol Named { var name: String { get } }
protocol Counted { var count: Int { get } }

final class Badge: Named, Counted {
  let name = "badge"
  let count = 3
}

enum Outer {
  final class Inner {
    init() {}
  }
}

final class ShapeRoot {
  // weaver: box = Box?
  // weaver: unwrapped = Box!
  // weaver: spelled = Optional<Box>
  // weaver: twice = Box??
  // weaver: lazyBox = Box?
  // weaver: lazyBox.scope = .lazy
  // weaver: freshBox = Box!
  // weaver: freshBox.scope = .transient
  // weaver: optionalList = [String?]?
  // weaver: optionalMap = [String?: Int?]?
  // weaver: boxes = [Box]
  // weaver: nestedMap = [String: [Int?]]
  // weaver: generic = Pair<Box, [Outer.Inner]>
  // weaver: inner = Outer.Inner?
  // weaver: numbers = Set<Int>
  // weaver: tuple = (Int, label: String)
  // weaver: tuple.builder = ShapeRoot.makeTuple
  // weaver: closure = () -> Int
  // weaver: closure.builder = ShapeRoot.makeClosure
  // weaver: optionalClosure = (() -> Int)?
  // weaver: optionalClosure.builder = ShapeRoot.makeOptionalClosure
  // weaver: sendableClosure = @Sendable (Int) async throws -> String
  // weaver: sendableClosure.builder = ShapeRoot.makeSendableClosure
  // weaver: composition = Badge <- Named & Counted
  // weaver: existential = Badge <- any Named
  // weaver: consumer = ShapeConsumer
  // weaver: detail = ShapeDetail
  // weaver: detail.scope = .transient
  // weaver: shelf = Shelf

  let dependencies: ShapeRootDependencyResolver

  init(injecting dependencies: ShapeRootDependencyResolver) {
    self.dependencies = dependencies
  }

  static func makeTuple(_: ShapeRootDependencyResolver) -> (Int, label: String) { (1, label: "one") }
  static func makeClosure(_: ShapeRootDependencyResolver) -> () -> Int { { 42 } }
  static func makeOptionalClosure(_: ShapeRootDependencyResolver) -> (() -> Int)? { { 7 } }
  static func makeSendableClosure(_: ShapeRootDependencyResolver) -> @Sendable (Int) async throws -> String {
    { "\($0)" }
  }
}

/// Reads every shape from above.
final class ShapeConsumer {
  // weaver: box <- Box?
  // weaver: unwrapped <- Box!
  // weaver: spelled <- Box?
  // weaver: twice <- Box??
  // weaver: lazyBox <- Optional<Box>
  // weaver: freshBox <- Box?
  // weaver: optionalList <- [String?]?
  // weaver: optionalMap <- [String?: Int?]?
  // weaver: boxes <- Array<Box>
  // weaver: nestedMap <- [String: [Int?]]
  // weaver: generic <- Pair<Box, [Outer.Inner]>
  // weaver: inner <- Outer.Inner?
  // weaver: numbers <- Set<Int>
  // weaver: tuple <- (Int, label: String)
  // weaver: closure <- () -> Int
  // weaver: optionalClosure <- (() -> Int)?
  // weaver: sendableClosure <- @Sendable (Int) async throws -> String
  // weaver: composition <- Counted & Named
  // weaver: existential <- Named

  let dependencies: ShapeConsumerDependencyResolver

  init(injecting dependencies: ShapeConsumerDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Takes every shape as a parameter.
final class ShapeDetail {
  // weaver: maybe <= Box?
  // weaver: forced <= Box!
  // weaver: list <= [String?]?
  // weaver: map <= [String?: Int?]?
  // weaver: pair <= (Int, label: String)
  // weaver: callback <= @escaping () -> Int
  // weaver: handler <= @escaping @Sendable (Int) async throws -> String
  // weaver: both <= Named & Counted
  // weaver: generic <= Pair<Box?, [String: Int]>
  // weaver: inner <= Outer.Inner!

  let dependencies: ShapeDetailDependencyResolver

  init(injecting dependencies: ShapeDetailDependencyResolver) {
    self.dependencies = dependencies
  }
}

/// Types named by their short names inside the type that declares them, as Swift reads them there
/// (`Label` in `Shelf` is `Shelf.Label`, also from `Shelf.Reader`): the generated code, at file
/// scope, spells them with their path.
final class Shelf {
  // weaver: label = Label
  // weaver: rows = [Row]
  // weaver: reader = Reader
  // weaver: reader.scope = .transient

  final class Label {
    let text = "shelf"
  }

  final class Row {
    init() {}
  }

  final class Reader {
    // weaver: label <- Label
    // weaver: row <= Row?

    let dependencies: ReaderDependencyResolver

    init(injecting dependencies: ReaderDependencyResolver) {
      self.dependencies = dependencies
    }
  }

  let dependencies: ShelfDependencyResolver

  init(injecting dependencies: ShelfDependencyResolver) {
    self.dependencies = dependencies
  }
}
