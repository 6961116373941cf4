// What the Weaver test leaves undeclared, declared only so that the generated code can be type-checked.

protocol ManagerLogging: AnyObject {}
final class Logger: ManagerLogging {}
