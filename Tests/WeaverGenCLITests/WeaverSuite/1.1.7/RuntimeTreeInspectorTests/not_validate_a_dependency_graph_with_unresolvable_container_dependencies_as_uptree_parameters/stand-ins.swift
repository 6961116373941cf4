// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

@MainActor open class UIViewController {
  public nonisolated init() {}
}
