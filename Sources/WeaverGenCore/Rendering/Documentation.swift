/// The doc comments of the generated API (docs/generated-code.md): whose resolver a protocol is, what each
/// registration's scope means for its accessor, how a root is started, and what a container
/// promises about threads. One line each, so that Quick Help says it without the file growing much.
enum Documentation {
  /// The resolver protocol's: whose it is, and what its container promises about threads.
  static func resolver(_ plan: ContainerPlan) -> Code {
    let given: Code = "`\(plan.type.name)` is given in `init(injecting:)`"
    if let actor = plan.isolation.globalActor(defaultingTo: plan.defaultIsolation) {
      return "/// What \(given), on \(actor == "MainActor" ? "the main actor" : "`\(actor)`")."
    }
    if plan.isActor { return "/// What the actor \(given)." }
    switch plan.storage {
    case .shared where plan.registrations.contains { $0.registration.scope != .transient }:
      return "/// What \(given): `Sendable`; what it keeps is built once, however many tasks ask."
    case .shared: return "/// What \(given): `Sendable`, to be shared by tasks as its type is."
    case .confined: return "/// What \(given); not `Sendable`, so it stays where it is created."
    }
  }

  /// The container's, for a type started by hand (a root, an isolated type): how to start it.
  /// Other containers are created by the generated code, and need no instructions.
  static func container(_ plan: ContainerPlan) -> Code? {
    guard plan.isRoot || plan.type.isIsolated else { return nil }
    if plan.availableEntry != nil { return "/// Start here: `\(plan.type.name)(\(startArguments(plan)))`." }
    return "/// Start here: `\(plan.type.name)(injecting: \(plan.names.container)(\(startArguments(plan))))`."
  }

  /// A registration's accessor: what its scope means. References and parameters need none: they
  /// are what the type was given.
  static func member(_ member: Member, in plan: ContainerPlan) -> Code? {
    // The scope read in place: the dependency and its registration copied retained their strings.
    guard let scope = plan.type.dependencies[member.dependencyIndex].registrationScope else { return nil }
    return switch scope {
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

}
