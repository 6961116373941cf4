/// Where a declaration runs, or where a piece of generated code must run, as the Swift compiler
/// sees it (docs/generated-code.md): what generated code writes before a protocol, a container, an initializer
/// or an accessor, and what weaver-gen reasons with to decide it.
enum ActorIsolation: Hashable, Sendable, CustomStringConvertible {
  /// Nothing written: the module's default isolation, which the compiler applies (`-default-isolation`).
  /// Generated code for such a type writes nothing either, so that it follows the same default as
  /// the user's code whatever that is; weaver-gen reasons with the configured default
  /// (`ConcurrencySettings.defaultIsolation`).
  case moduleDefault
  /// Runs in its caller's isolation: `nonisolated` written, an actor's initializer, or a type of
  /// another module that is not known to be isolated.
  case nonisolated
  /// Isolated to a global actor: `MainActor`, or a type declared `@globalActor`.
  case globalActor(String)

  /// The global actor this isolation stands for once the module's default is applied, if any.
  func globalActor(defaultingTo defaultIsolation: DefaultIsolation) -> String? {
    switch self {
    case .globalActor(let name): name
    case .nonisolated: nil
    case .moduleDefault: defaultIsolation.globalActor
    }
  }

  /// The isolation in which code can call, synchronously, both what needs `self` and what needs
  /// `other`: the stricter of the two; `nil` when they are two different global actors, which no
  /// synchronous code can serve at once.
  func joined(with other: ActorIsolation, defaultIsolation: DefaultIsolation) -> ActorIsolation? {
    switch (self, other) {
    case (.nonisolated, _): return other
    case (_, .nonisolated): return self
    case (.moduleDefault, .moduleDefault): return .moduleDefault
    case (.moduleDefault, .globalActor(let actor)), (.globalActor(let actor), .moduleDefault):
      switch defaultIsolation.globalActor {
      case nil: return .globalActor(actor)
      case actor: return .globalActor(actor)
      default: return nil
      }
    case (.globalActor(let lhs), .globalActor(let rhs)):
      return lhs == rhs ? self : nil
    }
  }

  /// Whether code with this isolation may synchronously do what needs `need`.
  func covers(_ need: ActorIsolation, defaultIsolation: DefaultIsolation) -> Bool {
    joined(with: need, defaultIsolation: defaultIsolation)?
      .globalActor(defaultingTo: defaultIsolation) == globalActor(defaultingTo: defaultIsolation)
  }

  /// What generated code writes before a declaration at file scope: `@MainActor `, `nonisolated `,
  /// or nothing for the module's default.
  var fileScopeAttribute: String {
    switch self {
    case .moduleDefault: ""
    case .nonisolated: "nonisolated "
    case .globalActor(let name): "@\(name) "
    }
  }

  /// What generated code writes before a member whose isolation is `self`, inside a declaration
  /// isolated to `enclosing`: nothing when the member simply takes the enclosing isolation.
  func memberAttribute(inside enclosing: ActorIsolation, defaultIsolation: DefaultIsolation) -> String {
    guard self != enclosing else { return "" }
    switch self {
    case .globalActor(let name):
      return "@\(name) "
    case .nonisolated:
      return enclosing.globalActor(defaultingTo: defaultIsolation) == nil && enclosing != .moduleDefault
        ? "" : "nonisolated "
    case .moduleDefault:
      // Inside an explicitly nonisolated declaration, the module's default must be spelled out.
      return defaultIsolation.globalActor.map { "@\($0) " } ?? ""
    }
  }

  /// This isolation with the module's default applied, for a message: a conflict with the
  /// module's default only happens when that default is an actor, which the message then names.
  func resolved(_ defaultIsolation: DefaultIsolation) -> ActorIsolation {
    guard self == .moduleDefault, let actor = defaultIsolation.globalActor else { return self }
    return .globalActor(actor)
  }

  /// How a message first names this isolation: as `resolved(_:)`, saying when it is the module's default.
  func described(with defaultIsolation: DefaultIsolation) -> String {
    let actor = resolved(defaultIsolation)
    return actor == self ? description : "\(actor) (the module's default isolation)"
  }

  var description: String {
    switch self {
    case .moduleDefault: "the module's default isolation"
    case .nonisolated: "nonisolated"
    case .globalActor(let name): name == "MainActor" ? "the main actor" : "'\(name)'"
    }
  }
}

/// The module's default isolation, as the compiler is told with `-default-isolation`, and weaver-gen
/// with `default_isolation` in `.weaver.yaml` or `--default-isolation`: a build plugin cannot read a
/// target's Swift settings.
package enum DefaultIsolation: String, Hashable, Sendable, CaseIterable {
  /// Swift's default: declarations without an isolation attribute are nonisolated.
  case nonisolated
  /// `-default-isolation MainActor` (Xcode 26's default for new app targets).
  case mainActor = "MainActor"

  var globalActor: String? { self == .mainActor ? "MainActor" : nil }
}
