/// Works out, from what a module's sources show, the isolation and sendability the compiler gives
/// its types (docs/generated-code.md): an explicit global-actor attribute or `nonisolated` on the type, `actor`,
/// and, on the type's own declaration, inheritance from or conformance to an isolated type of the
/// module or a known main-actor framework type (`MainActorFrameworkTypes`, `main_actor_types`).
/// As in the compiler, conformances written in extensions do not isolate the type.
///
/// Everything weaver-gen cannot see (types of other modules) is taken as nonisolated unless
/// configured otherwise.
struct IsolationInference {
  let graph: ModuleGraph
  let settings: ConcurrencySettings
  private let lookup: TypeLookup
  /// Global actors declared in the module (`@globalActor actor DatabaseActor`), by simple and
  /// qualified name.
  private let moduleGlobalActors: Set<String>
  /// What was worked out for each module type, so that a long chain of inheritance is walked once
  /// whatever asks about it, and how often.
  private let memo: Memo

  private final class Memo {
    var isolation: [String: ActorIsolation]
    var sendable: [String: Bool]

    /// Made at the number of injectable types, each asked about once, which their supertypes add
    /// a few to: grown from empty, both tables rehashed a dozen times. Not at the declared types',
    /// most of which nobody asks about (60,000 of them in the bench app, for 10,000 injectable).
    init(capacity: Int) {
      isolation = Dictionary(minimumCapacity: capacity)
      sendable = Dictionary(minimumCapacity: capacity)
    }
  }

  init(graph: ModuleGraph, settings: ConcurrencySettings) {
    self.graph = graph
    self.settings = settings
    memo = Memo(capacity: graph.types.count)
    lookup = TypeLookup(graph: graph)
    var actors: Set<String> = []
    // Each declared type's attributes read in place: a copy of each of the module's 60,000
    // declarations, to ask this of it, retained each of its lists.
    let declared = graph.declaredTypes
    for position in declared.values.indices where declared.values[position].attributes.contains("globalActor") {
      let name = declared.names[position]
      actors.insert(name)
      actors.insert(name.split(separator: ".").last.map(String.init) ?? name)
    }
    moduleGlobalActors = actors
  }

  /// The concurrency of every injectable type, by index.
  func injectableTypes() -> [TypeConcurrency] {
    // Each type's fields read in place: a copy of a type retains each of its lists.
    graph.types.indices.map { index in
      let isActor = graph.types[index].kind == .actor
      if let isolation = graph.types[index].external?.entry.isolation {
        // Another module's type is built through its entry initializer, which says where it runs.
        return TypeConcurrency(
          isolation: isolation, initializerIsolation: isolation, isActor: isActor, isDeclaredSendable: false)
      }
      let name = graph.types[index].name
      // Looked up once for both questions below: each asked for it, by name.
      let declaration = graph.declaredTypes[name]
      let isolation = isolation(ofDeclared: name, declaration)
      var initializerIsolation = isActor ? ActorIsolation.nonisolated : isolation
      // Initializers in different `#if` branches may say different things; only what they all say
      // is sure.
      // A loop, not a lazy map: its closure would copy this inference, graph and all, per type. The
      // first initializer's isolation, and whether the others say the same: a set of them was made
      // for each type.
      var first: ActorIsolation?? = nil
      var agree = true
      for initializer in graph.types[index].initializers where initializer.declaration.isInjecting {
        let written = writtenIsolation(of: initializer.declaration)
        if let first { agree = agree && first == written } else { first = written }
      }
      if agree, let first, let first { initializerIsolation = first }
      return TypeConcurrency(
        isolation: isolation,
        initializerIsolation: initializerIsolation,
        isActor: isActor,
        isDeclaredSendable: declaration.map { isDeclaredSendable(name, $0) } ?? false
      )
    }
  }

  /// The isolation an attribute or modifier of an initializer gives it, if any.
  private func writtenIsolation(of initializer: InitializerDeclaration) -> ActorIsolation? {
    if let actor = globalActor(in: initializer.attributes) { return .globalActor(actor) }
    return initializer.modifiers.contains("nonisolated") ? .nonisolated : nil
  }

  /// The isolation of a type that `type` names from inside `owner`: a module type's own, a known
  /// main-actor framework type's, or nonisolated for anything else of another module.
  func isolation(of type: TypeExpression, from owner: String) -> ActorIsolation {
    guard let name = type.plainNominalName else { return .nonisolated }
    return isolation(ofTypeNamed: name, from: owner)
  }

  /// The isolation a builder expression runs in: that of the module type it is a member of
  /// (`AppDelegate.makeURLSession` runs on the main actor when `AppDelegate` does), the module's
  /// default for a free function, nonisolated for a member of another module's type.
  func isolation(ofBuilder expression: String, from owner: String) -> ActorIsolation {
    // Split on the name's bytes: a `String`'s own split walks it a `Character` at a time, for
    // every registration with a builder.
    let name = Self.leadingDottedName(expression)
    var components = name.utf8.split(separator: UInt8(ascii: "."))
    guard components.count > 1 else { return .moduleDefault }
    components.removeLast()
    if let last = components.last, last.elementsEqual("init".utf8) || last.elementsEqual("self".utf8) {
      components.removeLast()
    }
    guard !components.isEmpty else { return .moduleDefault }
    let typeName = components.map { String(Substring($0)) }.joined(separator: ".")
    return isolation(ofTypeNamed: typeName, from: owner)
  }

  private func isolation(ofTypeNamed name: String, from owner: String) -> ActorIsolation {
    if let found = lookup.declaredType(named: name, from: owner) {
      return isolation(ofDeclared: found.name, found.declaration)
    }
    return settings.isMainActorType(name) ? .globalActor("MainActor") : .nonisolated
  }

  /// The isolation of the module type declared as `name`, by `declaration` (`nil` when the module
  /// declares no such type); the memo also guards against inheritance loops, which do not compile
  /// anyway. The callers hand the declaration they found: looked up again here, it was a third
  /// hashing of the name per type beside the memo's two.
  ///
  /// Only a type with supertypes goes through the memo: what the declaration itself says (`actor`,
  /// `nonisolated`, a global actor, no supertype at all) is read again faster than a name is hashed
  /// twice, to be looked up and stored, and most types say it there (five in six of the bench app's).
  private func isolation(ofDeclared name: String, _ declaration: DeclaredType?) -> ActorIsolation {
    guard let declaration else { return .moduleDefault }
    if declaration.kind == .actor || declaration.isNonisolated { return .nonisolated }
    if let actor = globalActor(in: declaration.attributes) { return .globalActor(actor) }
    guard !declaration.inheritedTypes.isEmpty else { return .moduleDefault }
    if let known = memo.isolation[name] { return known }
    var result = ActorIsolation.moduleDefault
    // The placeholder is stored only before asking about a supertype, which alone can come back
    // here: most types have none of the module's, and their answer is stored once.
    var isPlaced = false
    for inherited in declaration.inheritedTypes {
      guard let supertype = Self.nominalName(inherited) else { continue }
      if let found = lookup.declaredType(named: supertype, from: name) {
        guard found.declaration.kind == .class || found.declaration.kind == .protocol else { continue }
        if !isPlaced {
          memo.isolation[name] = .moduleDefault
          isPlaced = true
        }
        let inheritedIsolation = isolation(ofDeclared: found.name, found.declaration)
        if case .globalActor = inheritedIsolation {
          result = inheritedIsolation
          break
        }
      } else if settings.isMainActorType(supertype) {
        result = .globalActor("MainActor")
        break
      }
    }
    memo.isolation[name] = result
    return result
  }

  /// Whether the module type `name`, declared by `declaration`, is declared `Sendable`: it conforms
  /// to `Sendable` (checked or `@unchecked`) or to a protocol of the module that refines it, in its
  /// own declaration. Only a protocol is asked about again (as another's supertype), so only a
  /// protocol's answer is kept: the memo then also guards against loops of protocols, which do not
  /// compile anyway. Kept for every injectable type, each answer hashed its name twice more and
  /// was never read.
  private func isDeclaredSendable(_ name: String, _ declaration: DeclaredType) -> Bool {
    let isProtocol = declaration.kind == .protocol
    if isProtocol, let known = memo.sendable[name] { return known }
    // The placeholder is stored only before asking about a protocol, as for the isolation.
    var isPlaced = !isProtocol
    let result = declaration.inheritedTypes.contains { inherited in
      guard let supertype = Self.nominalName(inherited) else { return false }
      if supertype == "Sendable" || supertype == "Swift.Sendable" { return true }
      guard let found = lookup.declaredType(named: supertype, from: name), found.declaration.kind == .protocol else {
        return false
      }
      if !isPlaced {
        memo.sendable[name] = false
        isPlaced = true
      }
      return isDeclaredSendable(found.name, found.declaration)
    }
    if isProtocol { memo.sendable[name] = result }
    return result
  }

  /// The global actor one of `attributes` names, if any: `MainActor`, a global actor of the module,
  /// or one configured in `global_actors`.
  private func globalActor(in attributes: [String]) -> String? {
    attributes.first { attribute in
      attribute == "MainActor" || moduleGlobalActors.contains(attribute) || settings.globalActors.contains(attribute)
    }
  }

  /// The dotted name an inheritance clause entry is about, without attributes, `any`, `~` or
  /// generic arguments: `@preconcurrency UIKit.UIViewController` gives `UIKit.UIViewController`.
  static func nominalName(_ inherited: String) -> String? {
    // Most entries are a dotted name already (`UIViewController`, `Sendable`): given back as they
    // are, where splitting them into words and rebuilding the name made three strings each.
    if inherited != "any", Self.isDottedName(inherited) { return inherited }
    var words = inherited.split(separator: " ").map(String.init)
    while let first = words.first, first.hasPrefix("@") || first == "any" { words.removeFirst() }
    guard let head = words.first, !head.hasPrefix("~") else { return nil }
    let name = leadingDottedName(head)
    return name.isEmpty ? nil : name
  }

  /// Whether `text` is ASCII letters, digits, `_` and dots alone, starting with a letter or `_`
  /// (by the scanner's classes of bytes): then `nominalName` is the text itself.
  private static func isDottedName(_ text: String) -> Bool {
    var isFirst = true
    for byte in text.utf8 {
      let byteClass = ByteClass.table[Int(byte)]
      guard byteClass.isASCIILetterOrUnderscore || !isFirst && (byteClass == .digit || byteClass == .period) else {
        return false
      }
      isFirst = false
    }
    return !isFirst
  }

  /// The longest prefix of `text` made of identifier characters and dots, without back-quotes.
  ///
  /// Read on the UTF-8 bytes while they are ASCII, as builders and supertypes almost always are:
  /// the `Character` properties cost a Unicode table lookup for each, for every registration of
  /// the module. Text with other bytes before the end of the name takes the `Character` path.
  static func leadingDottedName(_ text: String) -> String {
    var name: [UInt8] = []
    for byte in text.utf8 {
      guard byte < 0x80 else {
        return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "`" })
          .replacing("`", with: "")
      }
      let lowercased = byte | 0x20
      let isLetter = lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z")
      let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      guard isLetter || isDigit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "`")
      else { break }
      if byte != UInt8(ascii: "`") { name.append(byte) }
    }
    return String(decoding: name, as: UTF8.self)
  }
}

/// What the compiler makes of one injectable type's concurrency.
struct TypeConcurrency: Hashable, Sendable {
  /// The isolation of the type.
  var isolation: ActorIsolation
  /// The isolation of its `init(injecting:)`, the first code that reads its resolver: an attribute
  /// on the initializer, else nonisolated for an actor, else the type's. Its resolver protocol and
  /// container take this isolation.
  var initializerIsolation: ActorIsolation
  /// An actor: its initializer is nonisolated, and its container, handed into it, may hold only
  /// what can cross into its isolation domain.
  var isActor: Bool
  /// Declared `Sendable` (in its own declaration, directly or through a protocol of the module):
  /// instances are shared between isolation domains, so its resolver must be `Sendable` too.
  var isDeclaredSendable: Bool
}

extension InitializerDeclaration {
  /// Whether it is written as `init(injecting …)`, right or wrong otherwise.
  var isInjecting: Bool { parameters.first?.label == "injecting" }
}
