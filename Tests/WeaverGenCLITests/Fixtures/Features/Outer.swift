enum Outer {
  /// Nested: inside it, the short names `PanelDependencyResolver` work.
  final class Panel {
    // weaver: default <- Settings
    // weaver: title = String
    // weaver: title.builder = Outer.Panel.makeTitle

    let dependencies: PanelDependencyResolver

    init(injecting dependencies: PanelDependencyResolver) {
      self.dependencies = dependencies
    }

    static func makeTitle(_ dependencies: PanelDependencyResolver) -> String {
      dependencies.default.verbose ? "Verbose" : "Quiet"
    }
  }
}

/// Bridged to Objective-C where the runtime exists; plain Swift elsewhere.
final class Legacy {
  // weaver: self.isIsolated = true
  // weaver: count <= Int

  let dependencies: LegacyDependencyResolver

  init(injecting dependencies: LegacyDependencyResolver) {
    self.dependencies = dependencies
  }
}

extension Legacy: LegacyObjCDependencyInjectable {}
