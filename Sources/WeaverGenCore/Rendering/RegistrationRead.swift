/// How generated code reads one of a container's registrations: in the registration's accessor,
/// and in the providers the container hands its children. All of them come from here so that
/// they cannot drift apart.
enum RegistrationRead {
  /// The names a capturing provider binds besides its parameters, which must not be named alike.
  static let captureNames: Set<String> = ["box", "make"]

  /// The accessor's body: `_clock.value`, `_cache.value(orBuild: _makeCache())`,
  /// `_makeDetail()(id, title)`; `arguments` are the locals holding the built type's parameters.
  static func accessorBody(of registration: RegistrationPlan, arguments: [String]) -> String {
    read(registration, box: registration.storage, make: "\(registration.factory)()", arguments: arguments)
  }

  /// A provider for a child that holds the container (`{ [self] in self._session.value }`), for a
  /// container-bound registration (see `CaptureAnalysis`). It reads the box or factory rather than
  /// calling the accessor, because an accessor may be named `self` (the grammar accepts
  /// back-quoted keywords), and Swift warns on `self.`self`(…)` inside the container.
  static func boundProvider(of registration: RegistrationPlan, parameters: [String]) -> String {
    let body = read(
      registration, box: "self.\(registration.storage)", make: "self.\(registration.factory)()", arguments: parameters)
    return "{ [self]\(list(parameters)) in \(body) }"
  }

  /// A provider for a child that holds only what the build needs: the box, the factory's closure,
  /// or both (`{ [box = self._clock] in box.value }`).
  static func capturingProvider(of registration: RegistrationPlan, parameters: [String]) -> String {
    let scope = registration.registration.scope
    var captures: [String] = []
    if scope != .transient { captures.append("box = self.\(registration.storage)") }
    if scope == .weak || scope == .transient { captures.append("make = self.\(registration.factory)()") }
    let body = read(registration, box: "box", make: "make", arguments: parameters)
    return "{ [\(captures.joined(separator: ", "))]\(list(parameters)) in \(body) }"
  }

  /// A cached value from its box; a new one from `make`, the expression giving the build closure.
  private static func read(_ registration: RegistrationPlan, box: String, make: String, arguments: [String]) -> String {
    let list = arguments.joined(separator: ", ")
    switch registration.registration.scope {
    case .container, .lazy:
      return "\(box).value"
    case .weak where arguments.isEmpty:
      return "\(box).value(orBuild: \(make))"
    case .weak:
      return "\(box).value { \(make)(\(list)) }"
    case .transient:
      return "\(make)(\(list))"
    }
  }

  /// ` a, b` after a capture list, or nothing.
  private static func list(_ parameters: [String]) -> String {
    parameters.isEmpty ? "" : " " + parameters.joined(separator: ", ")
  }
}
