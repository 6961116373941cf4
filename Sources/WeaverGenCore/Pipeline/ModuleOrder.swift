/// The order in which a run analyses its modules: each after the modules of the run it imports,
/// so that their interfaces (`ModuleInterface`) are known when it registers their types.
///
/// Kahn's algorithm over the imports, taking the ready module first by name, so the order does
/// not depend on how the modules were listed. Modules that import each other in a loop (which
/// Swift does not build) come last, by name, each seeing only the interfaces known by then.
enum ModuleOrder {
  /// Indices into `names`, dependencies first; `imports[i]` are the module names module `i`'s
  /// files import (names outside the run are ignored).
  static func dependenciesFirst(names: [String], imports: [Set<String>]) -> [Int] {
    let indexByName = Dictionary(names.enumerated().map { ($1, $0) }) { first, _ in first }
    var waiting = Array(repeating: 0, count: names.count)
    var dependents = Array(repeating: [Int](), count: names.count)
    for (index, imported) in imports.enumerated() {
      for name in imported.sorted() {
        guard let dependency = indexByName[name], dependency != index else { continue }
        waiting[index] += 1
        dependents[dependency].append(index)
      }
    }
    var ready = names.indices.filter { waiting[$0] == 0 }
    var order: [Int] = []
    while !ready.isEmpty {
      ready.sort { (names[$0], $0) > (names[$1], $1) }
      let next = ready.removeLast()
      order.append(next)
      for dependent in dependents[next] {
        waiting[dependent] -= 1
        if waiting[dependent] == 0 { ready.append(dependent) }
      }
    }
    if order.count < names.count {
      let placed = Set(order)
      order += names.indices.filter { !placed.contains($0) }.sorted { (names[$0], $0) < (names[$1], $1) }
    }
    return order
  }
}
