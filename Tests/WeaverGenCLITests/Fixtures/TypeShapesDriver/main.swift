import Foundation

// Checks that every shape of the type grammar reaches its consumer. Exits with status 1 when a
// check fails.

/// Each check's outcome and what it shows, printed at the end.
nonisolated(unsafe) var outcomes: [(passed: Bool, message: String)] = []

func check(_ condition: Bool, _ message: String) { outcomes.append((condition, message)) }

let root = ShapeRoot(injecting: ShapeRootDependencyContainer())
let resolver = root.dependencies
check(resolver.box?.label == "box", "an optional registration builds the wrapped type")
check(resolver.unwrapped.label == "box", "an implicitly unwrapped registration builds the wrapped type")
check(resolver.spelled != nil && resolver.twice != nil, "Optional<Box> and Box?? build Box")
check(resolver.lazyBox === resolver.lazyBox, "a lazy optional is built once")
check(resolver.freshBox !== resolver.freshBox, "a transient optional is built on every access")
check(resolver.optionalList == [] && resolver.optionalMap == [:], "optional collections start empty")
check(resolver.generic.first.isEmpty && resolver.numbers.isEmpty, "generic types are built with init()")

let consumer = resolver.consumer.dependencies
check(consumer.box === resolver.box && consumer.unwrapped === resolver.unwrapped, "optionals reach the consumer")
check(consumer.lazyBox === resolver.lazyBox, "a lazy optional is shared with the consumer")
check(consumer.tuple.label == "one" && consumer.closure() == 42, "tuples and closures come from builders")
check(consumer.optionalClosure?() == 7, "an optional closure comes from its builder")
check(consumer.composition.count == 3 && consumer.existential.name == "badge", "compositions and existentials")
check(consumer.inner != nil && consumer.boxes.isEmpty && consumer.nestedMap.isEmpty, "nested names and collections")

let detail = resolver.detail(
  maybe: nil, forced: Box(), list: ["a", nil], map: [nil: 1], pair: (2, label: "two"), callback: { 5 },
  handler: { "\($0 + 1)" }, both: Badge(), generic: Pair(), inner: Outer.Inner()
).dependencies
check(detail.maybe == nil && detail.forced.label == "box", "optional parameters")
check(detail.list?.count == 2 && detail.map?[nil] == 1, "optional collection parameters")
check(detail.pair.label == "two" && detail.callback() == 5, "tuple and closure parameters")
check(detail.both.name == "badge" && detail.generic.second.isEmpty, "composition and generic parameters")

let shelf = resolver.shelf.dependencies
check(shelf.label.text == "shelf" && shelf.rows.isEmpty, "nested types named by their short names")
let row = Shelf.Row()
let reader = shelf.reader(row: row).dependencies
check(reader.label === shelf.label && reader.row === row, "short names seen from a type nested beside them")

for outcome in outcomes { print("\(outcome.passed ? "ok" : "FAIL"): \(outcome.message)") }
let failed = outcomes.filter { !$0.passed }.count
print(failed == 0 ? "all checks passed" : "\(failed) checks failed")
exit(failed == 0 ? 0 : 1)
