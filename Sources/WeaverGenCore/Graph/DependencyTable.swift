/// A value for each dependency of one graph, in one array in type and declaration order, read and
/// written by `DependencyID`.
///
/// The stages after resolution keep something per registration or reference (what it builds,
/// where it runs, where its inputs come from) and read it at every edge they cross. Kept in a
/// dictionary, each read hashed both halves of the identifier and each table grew as it was
/// filled, on one core; here a read is two array reads, and a table is made at its size.
struct DependencyTable<Value> {
  /// Where each type's dependencies start in `values`, and after the last type, their count.
  private let starts: [Int]
  private var values: [Value]

  /// A table with `value` for every dependency of `graph`.
  init(_ graph: ModuleGraph, filledWith value: Value) {
    var starts: [Int] = []
    starts.reserveCapacity(graph.types.count + 1)
    var count = 0
    for type in graph.types.indices {
      starts.append(count)
      count += graph.types[type].dependencies.count
    }
    starts.append(count)
    self.starts = starts
    values = Array(repeating: value, count: count)
  }

  /// Written in place (`table[id].append(x)` does not copy a list the table holds).
  subscript(id: DependencyID) -> Value {
    get { values[position(of: id)] }
    _modify {
      let position = position(of: id)
      yield &values[position]
    }
  }

  /// Where `id` sits in `values`; a dependency the graph does not have stops the run rather than
  /// read another's value.
  private func position(of id: DependencyID) -> Int {
    let start = starts[id.type]
    precondition(id.dependency >= 0 && start + id.dependency < starts[id.type + 1], "no dependency \(id)")
    return start + id.dependency
  }
}

extension DependencyTable: Equatable where Value: Equatable {}
extension DependencyTable: Hashable where Value: Hashable {}
extension DependencyTable: Sendable where Value: Sendable {}
