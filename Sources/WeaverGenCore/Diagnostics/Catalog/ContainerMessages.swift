/// Messages about the containers weaver-gen would generate for a valid graph: what the code
/// cannot promise, said where the annotations can change it. Lower-case, no trailing period.
enum ContainerMessages {
  static func retainCycle(_ registration: String, owner: String, keptChild child: String) -> String {
    "registration '\(registration)' is built through the container of '\(owner)', and '\(child)', which that container keeps, holds the container to reach it: the two are never released"
  }

  static func keptHere(_ child: String) -> String { "'\(child)' is kept here" }

  /// Only a builder registration may simply become `.container`: a registration that is
  /// container-bound because it sits on a loop would make the loop a `dependency-cycle`; and only
  /// a class or actor can be held weakly.
  static func retainCycleFix(_ registration: String, canBeContainerScoped: Bool, child: String, canBeWeak: Bool)
    -> String
  {
    let childFix = canBeWeak ? "make '\(child)' '.transient' or '.weak'" : "make '\(child)' '.transient'"
    return canBeContainerScoped ? "give '\(registration)' the '.container' scope, or \(childFix)" : childFix
  }

  static func objcIncompatibleType(_ signature: String, owner: String, named: String, kind: String) -> String {
    "'\(signature)' cannot be in the '@objc' resolver protocol of '\(owner)', because '\(named)' is \(kind), which Objective-C cannot represent; change '\(named)', or drop the Objective-C bridging of '\(owner)'"
  }

  static func objcIncompatibleDependency(_ signature: String, named: String, kind: String) -> String {
    let name = signature.prefix { $0 != ":" }
    return
      "'\(signature)' cannot be bridged to Objective-C, because '\(named)' is \(kind), which Objective-C cannot represent; change '\(named)', or remove '\(name).objc = true'"
  }
}
