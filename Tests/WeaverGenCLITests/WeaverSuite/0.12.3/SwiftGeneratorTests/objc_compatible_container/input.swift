import Foundation

final class FooTest16: NSObject {
}

final class FuuTest16: NSObject {
}

extension FooTest16: FooTest16ObjCDependencyInjectable {
  // weaver: fuu = FuuTest16
}
