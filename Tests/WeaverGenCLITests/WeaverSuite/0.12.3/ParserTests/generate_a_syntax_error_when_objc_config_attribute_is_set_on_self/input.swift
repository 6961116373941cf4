final class MyService {
  // weaver: self.objc = true
}
