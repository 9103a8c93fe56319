/// The names visible at one point of evaluation, innermost first, and what `self` is.
final class Scope {
  let parent: Scope?
  var names: [String: Evaluated] = [:]
  /// The instance (or, in a `View` extension, the views) `self` means here.
  var selfValue: Evaluated?
  /// The type whose static members are visible without a prefix (a `PreviewProvider`, an enum).
  var staticType: String?

  init(parent: Scope?, selfValue: Evaluated? = nil, staticType: String? = nil) {
    self.parent = parent
    self.selfValue = selfValue ?? parent?.selfValue
    self.staticType = staticType ?? parent?.staticType
  }

  /// The innermost binding of `name`.
  func lookup(_ name: String) -> Evaluated? {
    var scope: Scope? = self
    while let current = scope {
      if let value = current.names[name] { return value }
      scope = current.parent
    }
    return nil
  }

  /// Changes the innermost binding of `name`; false when there is none.
  func assign(_ name: String, _ value: Evaluated) -> Bool {
    var scope: Scope? = self
    while let current = scope {
      if current.names[name] != nil {
        current.names[name] = value
        return true
      }
      scope = current.parent
    }
    return false
  }
}
