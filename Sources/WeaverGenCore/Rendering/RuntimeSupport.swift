/// The small classes generated containers keep cached values in, written into the generated code
/// (only those it uses), so that it needs no runtime library. They are `nonisolated` so that they
/// work the same in a module whose default isolation is `MainActor`.
///
/// A container that one isolation domain owns keeps `.lazy` values in `lazy var`s and needs a box
/// only for a value that a child's provider reads (`WeaverGenLazy`) or a `.weak` one
/// (`WeaverGenWeak`): no lock, since the compiler keeps other threads out. A `Sendable` container,
/// which tasks share, keeps them in locked boxes, `Sendable` exactly when the value is. Each box
/// takes the code that builds its value when it is read, rather than storing it, so it holds
/// nothing but the value, and a read of a live value allocates nothing.
///
/// A loop cell (`WeaverGenLoopCell`) is the one box filled from outside: it holds, weakly, a
/// `.container` member of a loop of registrations for the providers made before it
/// (`RegistrationLoops`).
enum RuntimeSupport {
  enum Box: CaseIterable {
    case lazy, weak, sharedLazy, sharedWeak, loopCell, sharedLoopCell

    var name: String {
      switch self {
      case .lazy: "WeaverGenLazy"
      case .weak: "WeaverGenWeak"
      case .sharedLazy: "WeaverGenSharedLazy"
      case .sharedWeak: "WeaverGenSharedWeak"
      case .loopCell: "WeaverGenLoopCell"
      case .sharedLoopCell: "WeaverGenSharedLoopCell"
      }
    }
  }

  /// The boxes the code printed from `plans` uses, in a fixed order.
  static func boxes(usedBy plans: [ContainerPlan]) -> [Box] {
    var used: Set<Box> = []
    // Each registration read in place: a copy of a plan or registration retains each of its
    // lists, and this reads every registration of the module on one core.
    for plan in plans.indices {
      let storage = plans[plan].storage
      for index in plans[plan].registrations.indices {
        if let cell = plans[plan].registrations[index].loopCell {
          used.insert(cell == .shared ? .sharedLoopCell : .loopCell)
        }
        let scope = plans[plan].registrations[index].registration.scope
        switch plans[plan].registrations[index].strategy {
        case .provided where scope != .transient:
          let shared = plans[plan].registrations[index].providerShape.isSendable
          used.insert(scope == .weak ? (shared ? .sharedWeak : .weak) : (shared ? .sharedLazy : .lazy))
        case .throughContainer where scope == .weak:
          used.insert(storage == .shared ? .sharedWeak : .weak)
        case .throughContainer where scope != .transient && storage == .shared:
          used.insert(.sharedLazy)
        default:
          break
        }
      }
    }
    return Box.allCases.filter(used.contains)
  }

  /// The box's declaration. The shared boxes are the confined ones with a lock around each read,
  /// and `Sendable` exactly when their values are.
  static func text(of box: Box) -> String {
    let shared = box == .sharedLazy || box == .sharedWeak || box == .sharedLoopCell
    let lock = shared ? ["  private let lock = NSRecursiveLock()"] : []
    let locked = shared ? ["    lock.lock()", "    defer { lock.unlock() }"] : []
    var lines: [String]
    switch box {
    case .lazy, .sharedLazy:
      lines =
        [
          shared
            ? "/// Keeps a value built on first read, once however many threads read it at the same time."
            : "/// Keeps a value built on first read, for a provider that builds it later.",
          "nonisolated final class \(box.name)<Value> {",
        ] + lock + ["  private var built: Value?", "  private var isBuilding = false"]
        + ["", "  init() {}", "", "  func value(_ build: () -> Value) -> Value {"] + locked + [
          "    if let built { return built }",
          "    precondition(!isBuilding, \"a .lazy dependency was read while it was being built\")",
          "    isBuilding = true",
          "    defer { isBuilding = false }",
          "    let value = build()",
          "    built = value",
          "    return value",
          "  }",
          "}",
        ]
    case .weak, .sharedWeak:
      lines =
        [
          shared
            ? "/// Holds an instance weakly, and builds a new one once it is gone: one at a time, however many\n/// threads read it at the same time (`.weak`)."
            : "/// Holds an instance weakly, and builds a new one on a read once it is gone (`.weak`).",
          "nonisolated final class \(box.name)<Value: AnyObject> {",
        ] + lock + ["  private weak var instance: Value?"]
        + ["", "  init() {}", "", "  func value(_ build: () -> Value) -> Value {"] + locked + [
          "    if let instance { return instance }",
          "    let value = build()",
          "    instance = value",
          "    return value",
          "  }",
          "}",
        ]
    case .loopCell, .sharedLoopCell:
      lines =
        [
          "/// Holds a member of a loop of registrations weakly, for the providers made before it: filled",
          "/// as soon as the member is built; read when a provider builds its value, while the loop is alive.",
          "nonisolated final class \(box.name)<Value: AnyObject> {",
        ] + lock + ["  private weak var instance: Value?", "  private var isFilled = false"]
        + ["", "  init() {}", "", "  func fill(_ value: Value) {"] + locked + [
          "    instance = value",
          "    isFilled = true",
          "  }",
          "",
          "  var value: Value {",
        ] + locked + [
          "    if let instance { return instance }",
          "    precondition(isFilled, \"a dependency of a loop was read while building \\(Value.self), which it needs: do not read it in 'init(injecting:)'\")",
          "    preconditionFailure(\"\\(Value.self) was released before a dependency of its loop was first built: keep it alive while that dependency can be read\")",
          "  }",
          "}",
        ]
    }
    if shared {
      lines += [
        "",
        "/// Its state is only touched under its lock, and it hands out only `Sendable` values.",
        "extension \(box.name): @unchecked Sendable where Value: Sendable {}",
      ]
    }
    return lines.joined(separator: "\n")
  }
}
