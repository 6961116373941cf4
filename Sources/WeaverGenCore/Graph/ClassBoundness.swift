/// Whether a protocol of the module is class-bound, as far as the module's own declarations tell.
///
/// A protocol is class-bound when it is `@objc`, or when it inherits, or requires of `Self` in its
/// `where` clause, `AnyObject`, `class`, a class, or a class-bound protocol. Whatever the module
/// does not declare could be any of those, so a protocol is known not to be class-bound only when
/// the module's declarations, and a few standard-library protocols known to admit values, prove
/// it. Values of such a protocol can never be held weakly.
struct ClassBoundness {
  let lookup: TypeLookup

  /// Standard-library protocols that structs and enums may conform to, so inheriting them adds
  /// no class bound.
  static let unboundStandardProtocols: Set<String> = [
    "CaseIterable", "Codable", "Comparable", "CustomDebugStringConvertible", "CustomStringConvertible", "Decodable",
    "Encodable", "Equatable", "Error", "Hashable", "Identifiable", "Sendable",
  ]

  /// Whether the module's declarations prove that protocol `name` is not class-bound.
  func isKnownUnbound(_ name: String, _ declaration: DeclaredType) -> Bool {
    var visiting: Set<String> = []
    return isKnownUnbound(name, declaration, visiting: &visiting)
  }

  private func isKnownUnbound(_ name: String, _ declaration: DeclaredType, visiting: inout Set<String>) -> Bool {
    guard !declaration.isObjC else { return false }
    // Inheritance cannot loop in code that compiles; a protocol met again adds nothing new.
    guard visiting.insert(name).inserted else { return true }
    var constraints = declaration.inheritedTypes
    for requirement in declaration.whereRequirements {
      switch SelfRequirement(requirement) {
      case .unrelated: continue
      case .sameType: return false
      case .conformance(let constraint): constraints.append(constraint)
      }
    }
    return constraints.allSatisfy { isKnownUnbound(constraint: $0, of: name, visiting: &visiting) }
  }

  /// Whether an inherited type or a `Self` constraint, as written in protocol `owner`, is made of
  /// protocols known not to be class-bound.
  private func isKnownUnbound(constraint text: String, of owner: String, visiting: inout Set<String>) -> Bool {
    guard text != "class", case .success(let type) = TypeParser.parse(text[...]) else { return false }
    let normalized = type.normalized
    let members = if case .composition(let members) = normalized { members } else { [normalized] }
    for member in members {
      guard let name = member.plainNominalName, name != "AnyObject" else { return false }
      if let found = lookup.declaredType(of: member, from: owner) {
        guard found.declaration.kind == .protocol, isKnownUnbound(found.name, found.declaration, visiting: &visiting)
        else { return false }
      } else if !Self.unboundStandardProtocols.contains(name) {
        return false
      }
    }
    return true
  }
}

/// What a `where` requirement of a protocol says about `Self`.
private enum SelfRequirement {
  /// It is about something else (`Self.Element: P`, `T: P`).
  case unrelated
  /// `Self == T`: `T` could be a class.
  case sameType
  /// `Self: C`, with the text of `C`.
  case conformance(String)

  init(_ requirement: String) {
    guard requirement.hasPrefix("Self") else {
      self = .unrelated
      return
    }
    let rest = requirement.dropFirst("Self".count).drop { $0 == " " }
    if rest.hasPrefix("==") {
      self = .sameType
    } else if rest.hasPrefix(":") {
      self = .conformance(String(rest.dropFirst().drop { $0 == " " }))
    } else {
      self = .unrelated
    }
  }
}
