/// The two small classes generated containers store cached registrations in. They are written
/// into the first generated file of each module as internal declarations, visible to the
/// containers in the module's other parts, so the generated code needs no runtime library and
/// modules never see each other's copies.
enum RuntimeSupport {
  static let lazyBox = """
    /// Builds a value once, on first access, however many threads ask (`.container` and `.lazy`),
    /// then drops what building needed.
    final class WeaverGenLazy<Value>: @unchecked Sendable {
      private enum State {
        case pending(() -> Value)
        case built(Value)
      }

      private let lock = NSRecursiveLock()
      private var state: State

      init(_ build: @escaping () -> Value) {
        state = .pending(build)
      }

      var value: Value {
        lock.lock()
        defer { lock.unlock() }
        switch state {
        case .built(let value):
          return value
        case .pending(let build):
          let value = build()
          state = .built(value)
          return value
        }
      }
    }
    """

  static let weakBox = """
    /// Holds an instance weakly and builds a new one when the last one is gone (`.weak`); one
    /// instance at a time, however many threads ask.
    final class WeaverGenWeak<Value: AnyObject>: @unchecked Sendable {
      private let lock = NSRecursiveLock()
      private weak var instance: Value?

      func value(orBuild build: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let instance { return instance }
        let value = build()
        instance = value
        return value
      }
    }
    """
}
