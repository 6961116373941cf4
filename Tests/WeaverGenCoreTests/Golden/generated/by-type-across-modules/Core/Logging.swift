public protocol Logging: AnyObject {}
