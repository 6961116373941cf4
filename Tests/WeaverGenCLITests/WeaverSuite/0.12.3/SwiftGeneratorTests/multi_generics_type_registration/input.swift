final class FooTest15 {

  // weaver: dict <= Dictionary<AnyHashable, Any>
  // weaver: dict1 <= [AnyHashable: Any]
  // weaver: dict2 <= [AnyHashable?: Any?]?

  // weaver: array <= Array<Any>
  // weaver: array1 <= [Any]
  // weaver: array2 <= [Any?]?
}
