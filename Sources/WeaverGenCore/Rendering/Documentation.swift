/// The doc comments of the generated API (DESIGN §6): whose resolver a protocol is, what each
/// registration's scope means for its accessor, how a root is started, and what a container
/// promises about threads. One line each, so that Quick Help says it without the file growing much.
enum Documentation {
  /// The resolver protocol's: whose it is.
  static func resolver(_ plan: ContainerPlan) -> String {
    "/// What `\(plan.type.name)` is given in `init(injecting:)`."
  }

  /// The container's: how it is started (a root, an isolated type) or who creates it, and what it
  /// promises about threads.
  static func container(_ plan: ContainerPlan, plans: [ContainerPlan]) -> String {
    let start =
      plan.hasProviderInitializer
      ? "Created by the containers that build `\(plan.type.name)`"
      : "Start here: `\(plan.type.name)(injecting: \(plan.names.container)(\(startArguments(plan))))`"
    return "/// \(start); \(threads(plan))."
  }

  /// A registration's accessor: what its scope means. References and parameters need none: they
  /// are what the type was given.
  static func member(_ member: Member, in plan: ContainerPlan) -> String? {
    guard let registration = member.dependency.registration else { return nil }
    return switch registration.scope {
    case .container: "/// Built when the container is created, then kept."
    case .lazy: "/// Built on first access, then kept."
    case .weak: "/// Shared while in use; built again once released."
    case .transient: "/// Built anew on every \(member.parameters.isEmpty ? "access" : "call")."
    }
  }

  private static func startArguments(_ plan: ContainerPlan) -> String {
    let names = plan.parameters.map(\.name) + plan.inputs.map(\.label)
    return names.map { "\(SwiftIdentifier.labelSpelling(of: $0)): …" }.joined(separator: ", ")
  }

  private static func threads(_ plan: ContainerPlan) -> String {
    if let actor = plan.isolation.globalActor(defaultingTo: plan.defaultIsolation) {
      return actor == "MainActor" ? "used on the main actor" : "isolated to `\(actor)`"
    }
    switch plan.storage {
    case .shared: return "`Sendable`: cached values are built once, however many tasks ask"
    case .confined: return "not `Sendable`: it stays in the isolation domain that created it"
    }
  }
}
