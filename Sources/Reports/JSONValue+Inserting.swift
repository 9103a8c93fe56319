extension JSONValue {
  /// This object with `members` inserted before its member named `key` (at the end without one);
  /// other values unchanged. Keeps the documented key order when optional members apply.
  public func inserting(_ members: [(String, JSONValue)], before key: String) -> JSONValue {
    switch self {
    case .object(let existing):
      let index = existing.firstIndex { $0.0 == key } ?? existing.count
      var all = existing
      all.insert(contentsOf: members, at: index)
      return .object(all)
    default:
      return self
    }
  }
}
