// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

protocol Logging: AnyObject {}
final class Logger: Logging {}
