/// Messages of the graph stage: attachment, declarations within a type, and the rules across
/// types. Lower-case, no trailing period; what is wrong, then how to fix it where that is clear.
enum GraphMessages {
  // MARK: Attachment

  static let annotationOutsideType =
    "annotation is outside any type; put it inside the class, struct or actor it belongs to"

  static func annotationInNonInjectable(_ kind: DeclarationKind, _ name: String) -> String {
    "annotations cannot go directly in \(kind.rawValue) '\(name)'; only a class, struct or actor can be injectable"
  }

  static func extensionOfUnknownType(_ name: String, declaredAs kind: DeclarationKind?) -> String {
    if let kind, kind == .enum || kind == .protocol {
      return
        "annotations cannot go in an extension of \(kind.rawValue) '\(name)'; only a class, struct or actor can be injectable"
    }
    return
      "annotations cannot go in an extension of '\(name)', which this module does not declare as a class, struct or actor"
  }

  static func localType(_ name: String) -> String {
    "annotated type '\(name)' is declared inside a function or closure, where generated code cannot reach it"
  }

  static func genericType(_ name: String) -> String {
    "annotated type '\(name)' is generic; register a concrete specialization through a builder instead"
  }

  static func nestedInGenericType(_ name: String, _ outer: String) -> String {
    "annotated type '\(name)' is nested in generic type '\(outer)'; register a concrete specialization through a builder instead"
  }

  static func hiddenType(_ name: String, _ level: AccessLevel) -> String {
    "annotated type '\(name)' is \(level), so the generated file cannot see it; make it internal or wider"
  }

  static func declaredHere(_ name: String) -> String { "'\(name)' is declared here" }

  static func holderDeclaredHere(_ declaration: TypeDeclaration) -> String {
    declaration.kind == .extension
      ? "the extension of '\(declaration.qualifiedName)' is here" : declaredHere(declaration.qualifiedName)
  }

  static func typeNameNeedsBackQuotes(_ name: String, component: String) -> String {
    "weaver-gen cannot name the resolver and container of '\(name)': '\(component)' needs back-quotes in Swift, and so would every name made from it; rename the type"
  }

  static func generatedNameTaken(_ name: String, by first: String, generated: String) -> String {
    "'\(name)' would get the generated name '\(generated)', which '\(first)' gets too; rename one of the two types"
  }

  static func generatedNameFirstTaken(_ name: String) -> String {
    "'\(name)' is declared here"
  }

  static func duplicateType(_ name: String) -> String {
    "annotated type '\(name)' is declared more than once in this module; keep one declaration and move other annotations into an extension"
  }

  static func alsoDeclaredHere(_ name: String) -> String { "'\(name)' is first declared here" }

  // MARK: Within a type

  static func duplicateDependency(_ name: String, in type: String) -> String {
    "'\(name)' is declared twice in '\(type)'; give each dependency its own name"
  }

  static func firstDeclaredHere(_ name: String) -> String { "'\(name)' is first declared here" }

  static func duplicateConfiguration(_ key: String) -> String { "'\(key)' is configured twice" }

  static func firstConfiguredHere(_ key: String) -> String { "'\(key)' is first configured here" }

  static func configurationNeedsRegistration(_ attribute: String, _ name: String, _ dependency: Dependency) -> String {
    let kind = dependency.isReference ? "a reference" : "a parameter"
    return "'\(attribute)' configures registrations, but '\(name)' is \(kind)"
  }

  /// A problem of some of the platforms the module's dependencies name, not all.
  static func onPlatforms(_ message: String, _ platforms: [String]) -> String {
    let list =
      platforms.count == 1 ? platforms[0] : platforms.dropLast().joined(separator: ", ") + " and " + platforms.last!
    return "\(message), on \(list)"
  }

  static func availabilityOfParameter(_ attribute: String, _ name: String) -> String {
    "'\(attribute)' configures registrations and references, but '\(name)' is a parameter, which whoever builds the type passes on every platform"
  }

  static func configurationBeforeDeclaration(_ attribute: String, _ name: String) -> String {
    "'\(name).\(attribute)' comes before '\(name)' is declared; move it after the declaration"
  }

  static func unknownDependency(_ name: String, in type: String) -> String {
    "'\(type)' declares no dependency named '\(name)'"
  }

  static func didYouMean(_ name: String) -> String { "did you mean '\(name)'?" }

  static func didYouMean(_ name: String, provides signature: String) -> String {
    "did you mean '\(name)'? '\(signature)' is declared here"
  }

  // MARK: Across types

  static func rootReference(_ signature: String, root: String) -> String {
    "reference '\(signature)' cannot be resolved: nothing registers '\(root)', so nothing provides it"
  }

  static func rootReferenceFix(root: String, name: String) -> String {
    "make '\(root)' public to receive '\(name)' as an argument of its container's initializer, or register '\(root)' in a type that provides '\(name)'"
  }

  static func unresolvableReference(_ signature: String) -> String {
    "reference '\(signature)' cannot be resolved"
  }

  static func builtHere(
    _ built: String, by owner: String, isRoot: Bool, missing name: String, declaresOtherType: Bool
  ) -> String {
    let what = declaresOtherType ? "whose '\(name)' has another type" : "which does not provide '\(name)'"
    return "'\(built)' is built here by \(isRoot ? "root " : "")'\(owner)', \(what)"
  }

  /// The usual fix for a missing reference: register it in the root of a failing path, which
  /// every type on that path is built under. `kind` is what the type is when no initializer can
  /// build it (`ConstructibilityRule`): a protocol needs a conforming type, others a builder.
  static func registerFix(_ name: String, type: String, in root: String, unbuildableKind kind: String?) -> String {
    "register '\(name)' in '\(root)' to provide it to every type '\(root)' builds: "
      + registrationExample(name, type: type, unbuildableKind: kind)
  }

  /// An internal root's own reference: it can build the value itself.
  static func registerInRootFix(_ name: String, type: String, in root: String, unbuildableKind kind: String?)
    -> String
  {
    "or let '\(root)' build it: replace this reference with "
      + registrationExample(name, type: type, unbuildableKind: kind)
  }

  private static func registrationExample(_ name: String, type: String, unbuildableKind kind: String?) -> String {
    switch kind {
    case nil: "'// weaver: \(name) = \(type)'"
    case "protocol": "'// weaver: \(name) = SomeType <- \(type)', with a type that conforms to '\(type)'"
    default: "'// weaver: \(name) = \(type)' and a builder ('\(name).builder = ...')"
    }
  }

  /// How many unresolvable references got no "did you mean" search (`NameSuggestion.searchLimit`).
  static func suggestionsLeftOut(_ count: Int, limit: Int) -> String {
    let others = count == 1 ? "" : " nor for \(count - 1) more after it"
    return
      "no 'did you mean' search was made for this reference\(others): weaver-gen searches for the first \(limit) unresolvable references of a module, by type name"
  }

  /// The middle of a failing path too long to print: the hops from here up to the root, left out.
  static func hopsLeftOut(_ count: Int, missing name: String, root: String) -> String {
    let hops = count == 1 ? "registration" : "registrations"
    return
      "\(count) more \(hops) from here up to root '\(root)' build types that do not provide '\(name)' either; 'weaver-gen graph' shows the whole path"
  }

  /// The failing roots past the ones printed for a reference.
  static func rootsLeftOut(_ count: Int, missing name: String) -> String {
    "\(count) more \(count == 1 ? "root builds" : "roots build") this type on paths that do not provide '\(name)' either"
  }

  static func publicRootFix(_ root: String, name: String) -> String {
    "declare '\(name)' as a reference in public root '\(root)' to receive it as an argument of its container's initializer"
  }

  static func ungroundedReference(_ signature: String, type: String) -> String {
    "reference '\(signature)' cannot be resolved: no root builds '\(type)', so nothing provides it"
  }

  static func builtHereWithoutRoot(_ built: String, by owner: String) -> String {
    "'\(built)' is built here by '\(owner)', which no root builds"
  }

  static func registeredElsewhere(_ name: String, by owner: String, pathCount: Int) -> String {
    "'\(name)' is registered by '\(owner)', which is not on \(pathCount == 1 ? "this path" : "these paths")"
  }

  static func typeMismatch(_ signature: String, candidate: String, owner: String) -> String {
    "reference '\(signature)' does not match '\(candidate)' provided by '\(owner)'"
  }

  static func candidateDeclaredHere(_ signature: String) -> String { "candidate '\(signature)' is declared here" }

  /// A reference no declaration on its path has the name of, and several have the type of.
  static func ambiguousReference(_ signature: String, count: Int, owners: [String]) -> String {
    var unique: [String] = []
    for owner in owners where !unique.contains(owner) { unique.append(owner) }
    let places = unique.map { "'\($0)'" }.joined(separator: ", ")
    return
      "reference '\(signature)' is not provided by name, and \(count) dependencies of its type in \(places) could provide it"
  }

  /// One generated container hands one value down for a name, whichever path built it.
  static func keptByName(_ signature: String, owner: String, name: String) -> String {
    "'\(owner)' declares '\(signature)', but it is not taken by type: '\(name)' is declared above '\(owner)' on another path; rename the reference to the one it needs, or provide '\(name)' on every path"
  }

  static func builtByAmbiguousOwner(_ built: String, by owner: String, type: String) -> String {
    "'\(built)' is built here by '\(owner)', which declares more than one '\(type)'"
  }

  /// Naming the one it needs settles it by name, which always wins over a match by type.
  static func ambiguousReferenceFix(_ name: String, candidates: [String]) -> String {
    let quoted = candidates.map { "'\($0)'" }
    let list =
      quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1] : quoted.joined()
    return "rename '\(name)' to the name of the one it needs: \(list)"
  }

  static func isolatedTypeRegistered(_ type: String, by owner: String) -> String {
    "'\(owner)' registers '\(type)', which is marked 'self.isIsolated = true'"
  }

  static func removeIsolation(_ type: String) -> String {
    "remove 'self.isIsolated = true' now that '\(type)' is part of the graph"
  }

  static func parametersNeedTransient(_ type: String, registration: String, scope: Scope) -> String {
    "'\(type)' takes parameters, so '\(registration)' must have '.transient' scope, not '.\(scope.rawValue)'"
  }

  static func weakParameters(_ type: String, registration: String) -> String {
    "'\(type)' takes parameters and '\(registration)' has '.weak' scope: while an instance lives, new arguments are ignored"
  }

  static func parameterDeclaredHere(_ signature: String) -> String { "parameter '\(signature)' is declared here" }

  /// Offered when every registrant of the type declares each of its parameters: the code likely
  /// meant to share that value, which `.transient` would silently rebuild per access instead.
  static func parameterAsReference(_ name: String, type: String, registrant: String) -> String {
    "or, to share the '\(name)' that '\(registrant)' declares instead of passing one, make it a reference: '// weaver: \(name) <- \(type)'"
  }

  static func weakValueType(_ name: String, type: String, kind: String, isBuilderResult: Bool) -> String {
    let article = kind == "enum" || kind == "array" || kind == "optional" ? "an" : "a"
    let what = isBuilderResult ? "its builder's result '\(type)'" : "'\(type)'"
    return "'\(name)' has '.weak' scope, but \(what) is \(article) \(kind); only class instances can be held weakly"
  }

  static func weakProtocolType(_ name: String, type: String) -> String {
    "'\(name)' has '.weak' scope, but its builder's result '\(type)' is a protocol type, which generated code cannot hold weakly even when the protocol is class-bound; expose it as a class type or use another scope"
  }

  static func unbuildableRegistration(_ name: String, type: String, kind: String) -> String {
    let example =
      kind == "protocol"
      ? "register a concrete type ('\(name) = SomeType <- \(type)') or give it a builder" : "give it a builder"
    return
      "'\(name)' registers \(kind) '\(type)', which weaver-gen cannot build with an initializer; \(example) ('\(name).builder = ...')"
  }

  static func inaccessibleType(
    _ signature: String, owner: String, access: AccessLevel, named: String, namedAccess: AccessLevel
  ) -> String {
    "'\(signature)' cannot be in the \(access) resolver protocol of '\(owner)', because '\(named)' is \(namedAccess); make '\(named)' \(access), or the 'init(injecting:)' of '\(owner)' internal"
  }

  static func dependencyCycle(_ names: [String]) -> String {
    "dependency cycle: " + names.map { "'\($0)'" }.joined(separator: " -> ")
  }

  static func cycleRegistrationEdge(_ owner: String, _ signature: String) -> String {
    "'\(owner)' registers '\(signature)' here"
  }

  static func cycleReferenceEdge(_ owner: String, _ signature: String, providedBy provider: String) -> String {
    "'\(owner)' references '\(signature)' here, which '\(provider)' builds eagerly"
  }

  /// The registration a reference edge of a cycle resolves to, whose scope the fix changes.
  static func cycleProvider(_ owner: String, _ signature: String) -> String {
    "'\(owner)' registers '\(signature)' here, eagerly"
  }

  /// `registrations` as `'b' of 'Root'`, in loop order; `sharedBy` names the types that would
  /// then hold each other through a shared instance (a loop through a reference);
  /// `throughContainer`, that the loop would then still be reached through a container (it runs
  /// through structs), which `retain-cycle` reports.
  static func cycleFix(
    _ registrations: [(name: String, owner: String)], heldBy holders: [String], throughContainer: Bool = false
  ) -> String {
    let list = registrations.map { "'\($0.name)' of '\($0.owner)'" }.joined(separator: ", ")
    let which = registrations.count == 1 ? "the registration \(list)" : "one of these registrations (\(list))"
    let fix = "give \(which) '.lazy' or '.weak' scope if its value is not read during 'init(injecting:)'"
    guard !holders.isEmpty else { return fix }
    let names = holders.map { "'\($0)'" }
    let together = names.count == 2 ? names.joined(separator: " and ") : names.joined(separator: ", ")
    let container =
      throughContainer
      ? "; the loop runs through structs, so the generated code reaches it through the container, which a kept instance then holds ('retain-cycle' says where)"
      : ""
    return fix
      + "; with '.lazy', \(together) then hold each other through the instance they share once it is built, so they are never released (a retain cycle, as in hand-written Swift); with '.weak', the instance lives only while something else holds it"
      + container
  }
}
