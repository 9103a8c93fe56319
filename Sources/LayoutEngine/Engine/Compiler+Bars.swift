extension Compiler {
  /// The environment of a node: a navigation bar, tab bar or toolbar marks its subtree as being
  /// in a system bar, so its text sizes follow `SystemBarMetrics.typeSize` instead of the
  /// context's Dynamic Type size (UIKit's bars keep their heights at every type size).
  func barEnvironment(_ element: Element, _ env: InheritedEnvironment) -> InheritedEnvironment {
    switch element {
    case .navigationBar, .tabBar, .toolbar:
      var inBar = env
      inBar.isInSystemBar = true
      return inBar
    default:
      return env
    }
  }
}
