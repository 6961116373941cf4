/// Messages about `init(injecting:)`, the initializer generated code calls (docs/generated-code.md): said at the
/// user's type or initializer, with the change that makes the call compile. Lower-case, no
/// trailing period.
enum InitializerMessages {
  static func missing(_ type: String, resolver: String, container: String) -> String {
    "'\(type)' has no 'init(injecting:)', which generated code calls as '\(type)(injecting: \(container)(…))'; add 'init(injecting dependencies: \(resolver))', or give its registrations a builder"
  }

  static func builtHere(_ type: String, by owner: String) -> String { "'\(type)' is built here by '\(owner)'" }

  static func wrongLabel(_ type: String, label: String?, resolver: String) -> String {
    "'init(\(label ?? "_"):)' of '\(type)' takes its resolver, but generated code calls 'init(injecting:)'; write 'init(injecting dependencies: \(resolver))'"
  }

  static func wrongType(_ type: String, parameterType: String, resolver: String, container: String) -> String {
    "'init(injecting:)' of '\(type)' takes '\(parameterType)', but generated code passes a '\(container)'; declare the parameter as '\(resolver)'"
  }

  static func extraParameters(_ type: String) -> String {
    "'init(injecting:)' of '\(type)' has more parameters without defaults, but generated code passes only the resolver; give them default values, or build '\(type)' with a builder"
  }

  static func async(_ type: String) -> String {
    "'init(injecting:)' of '\(type)' is 'async', but generated code builds '\(type)' synchronously; remove 'async', or build '\(type)' with a builder ('name.builder = …')"
  }

  static func throwing(_ type: String, clause: String) -> String {
    "'init(injecting:)' of '\(type)' is '\(clause)', but generated code builds '\(type)' where it cannot handle errors; remove '\(clause)', or build '\(type)' with a builder ('name.builder = …')"
  }

  static func failable(_ type: String) -> String {
    "'init?(injecting:)' of '\(type)' may fail, but generated code needs an instance; make it non-failable, or build '\(type)' with a builder"
  }

  static func hidden(_ type: String, access: String) -> String {
    "'init(injecting:)' of '\(type)' is '\(access)', but generated code calls it from another file; make it internal, or more visible"
  }
}
