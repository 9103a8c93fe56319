/// The names visible at one point of evaluation, innermost first, and what `self` is.
final class Scope {
  let parent: Scope?
  var names: [String: Evaluated] = [:]
  /// The instance (or, in a `View` extension, the views) `self` means here.
  var selfValue: Evaluated?
  /// The type whose static members are visible without a prefix (a `PreviewProvider`, an enum).
  var staticType: String?
  /// Whether a change to `self` made here stays here: a closure's call, so an action
  /// (`Button("Add") { model.add(x) }`) does not change what the views around it show.
  var keepsSelfChanges = false

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

  /// Makes `value` what `self` is here and in the enclosing scopes that share it (a child scope
  /// starts with a copy of its parent's), up to a closure's call, so what a loop or a method
  /// changed in `self` outlives it.
  func replaceSelf(with value: Evaluated) {
    guard case .instance(let new) = value else { return }
    var scope: Scope? = self
    while let current = scope, case .instance(let old)? = current.selfValue, old.type == new.type {
      current.selfValue = value
      if current.keepsSelfChanges { return }
      scope = current.parent
    }
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
