/// The order in which a run analyses its modules: each after the modules of the run it imports,
/// so that their interfaces (`ModuleInterface`) are known when it registers their types.
///
/// Kahn's algorithm over the imports, a wave at a time: a wave holds the modules whose imports
/// are all in earlier waves, so its modules are analysed side by side (in a modular app, every
/// feature module between the core and the app), each in name order so that nothing depends on
/// how the modules were listed. Modules that import each other in a loop (which Swift does not
/// build), and those importing them, come last, one wave each by name, each seeing only the
/// interfaces known by then.
enum ModuleOrder {
  /// Indices into `names`, in waves, dependencies first; `imports[i]` are the module names module
  /// `i`'s files import (names outside the run, and a module's own name, are ignored).
  static func waves(names: [String], imports: [Set<String>]) -> [[Int]] {
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
    let byName = { (lhs: Int, rhs: Int) in (names[lhs], lhs) < (names[rhs], rhs) }
    var waves: [[Int]] = []
    var placed = Array(repeating: false, count: names.count)
    var wave = names.indices.filter { waiting[$0] == 0 }
    while !wave.isEmpty {
      wave.sort(by: byName)
      waves.append(wave)
      var next: [Int] = []
      for module in wave {
        placed[module] = true
        for dependent in dependents[module] {
          waiting[dependent] -= 1
          if waiting[dependent] == 0 { next.append(dependent) }
        }
      }
      wave = next
    }
    waves += names.indices.filter { !placed[$0] }.sorted(by: byName).map { [$0] }
    return waves
  }
}
