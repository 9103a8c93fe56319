extension KeyMap {
  /// The map with the keys of each named action replaced, in order: `("rotate", [R])` gives
  /// `rotate` exactly `R`, and takes `R` from any action that had it, which keeps its other keys
  /// (an action left with none is still reached by its `:` name). Names the map does not have
  /// are skipped; the config reader refuses them where they are written.
  public func remapped(_ keys: [(name: String, keys: [Key])]) -> KeyMap {
    var groups = self.groups
    for (name, newKeys) in keys {
      guard bindings.contains(where: { $0.name == name }) else { continue }
      for group in groups.indices {
        for index in groups[group].bindings.indices {
          if groups[group].bindings[index].name == name {
            groups[group].bindings[index].keys = newKeys
          } else {
            groups[group].bindings[index].keys.removeAll { newKeys.contains($0) }
          }
        }
      }
    }
    return KeyMap(groups: groups)
  }
}
