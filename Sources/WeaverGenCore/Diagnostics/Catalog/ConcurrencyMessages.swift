/// Messages about the isolation of generated code (docs/generated-code.md, "Concurrency"): said at the
/// annotation that makes the difference, with the change that fixes it. Lower-case, no trailing
/// period. An isolation is named as `ActorIsolation.described(with:)` names it, so that a
/// main-actor module's default is called the main actor.
enum ConcurrencyMessages {
  /// `need` as first named, then `fix`: the same isolation, named short.
  static func buildConflict(
    _ registration: String, needs need: String, owner: String, isolatedTo isolation: String, fix: ActorIsolation
  ) -> String {
    "building '\(registration)' needs \(need), but the container of '\(owner)' runs on \(isolation); register it in a type that runs on \(fix)"
  }

  static func referenceConflict(
    _ reference: String, needs need: String, owner: String, isolatedTo isolation: String, fix: ActorIsolation
  ) -> String {
    "reading '\(reference)' builds it on \(need), but the resolver of '\(owner)' is isolated to \(isolation); reference it from a type that runs on \(fix)"
  }

  static func inputConflict(_ need: String, owner: String, _ first: String, _ second: String) -> String {
    "'\(owner)' is handed '\(need)' by registrants that build it on \(first) and on \(second): one provider cannot run on both"
  }

  static func isolatedHere(_ type: String, _ isolation: String) -> String {
    "'\(type)' runs on \(isolation), as declared here"
  }

  /// `need` as first named, then `actor`: the same isolation, named short.
  static func isolatedRootContainer(
    _ root: String, container: String, registration: String, needs need: String, actor: ActorIsolation
  ) -> String {
    "'\(root)' is not isolated to \(need), but its container builds '\(registration)' when it is created, which needs it: '\(container)' can then only be created on \(actor)"
  }

  /// `.lazy` is the other way out, but it leaves a member that only `actor` code can read
  /// (`isolated-member`), so it is said as the trade-off it is, not offered as an equal fix.
  static func isolatedRootContainerFix(_ root: String, registration: String, actor: String) -> String {
    "mark '\(root)' '@\(actor)' (giving '\(registration)' the '.lazy' scope instead lets the container be created anywhere, but only '@\(actor)' code can then read '\(registration)')"
  }

  static func isolatedMember(_ registration: String, type: String, needs need: String) -> String {
    "building '\(registration)' needs \(need), so the resolver of '\(type)' declares it there, and '\(type)', which is not isolated to it, cannot read it in its 'init(injecting:)' or in any nonisolated method"
  }

  static func isolatedMemberFix(_ type: String, name: String, actor: String) -> String {
    "mark '\(type)' '@\(actor)' to read '\(name)' anywhere in it, or read '\(name)' only from '@\(actor)' code"
  }

  static func isolationComesFrom(_ registration: String, type: String, needs need: ActorIsolation) -> String {
    "'\(type)' builds '\(registration)' when its container is created, which needs \(need)"
  }
}
