public protocol APIClient {}
public protocol Routing {}
