/// Which node of the old layout each node of the new one is, in one variant. Nodes are matched
/// by what survives an edit, most telling first:
/// 1. the same `id`, when one node on each side has it;
/// 2. the same type and text, when one node on each side has them (a list's rows reordered, or
///    an `id` renamed, still match the row that moved);
/// 3. the parents of matched nodes, of the same type (the row around a matched label);
/// 4. the children of matched parents left unmatched, of one type, in order, when both sides have
///    as many (the spacer after a removed row);
/// 5. the same path and type (containers and shapes, whose only name is their place).
/// What is left is added or removed. Source lines are never used: any edit above a node moves them.
struct NodeMatching {
  /// For each new node, the index of its old node, or `nil` when it is new.
  private(set) var oldOfNew: [Int?]
  /// For each old node, whether a new node matched it.
  private(set) var matchedOld: [Bool]

  init(old: [NodeRecord], new: [NodeRecord]) {
    oldOfNew = Array(repeating: nil, count: new.count)
    matchedOld = Array(repeating: false, count: old.count)
    matchUnique(old: old, new: new) { $0.id }
    matchUnique(old: old, new: new) { node in node.text.map { node.type + "\u{0}" + $0 } }
    let oldParents = Self.parents(old)
    let newParents = Self.parents(new)
    for index in new.indices.reversed() {
      guard let match = oldOfNew[index], let parent = newParents[index], let oldParent = oldParents[match],
        oldOfNew[parent] == nil, !matchedOld[oldParent], new[parent].type == old[oldParent].type
      else { continue }
      pair(new: parent, old: oldParent)
    }
    matchSiblings(old: old, new: new, oldParents: oldParents, newParents: newParents)
    matchUnique(old: old, new: new) { $0.path + "\u{0}" + $0.type }
  }

  /// Pairs, under each matched parent, the unmatched children of each type in order when both
  /// sides have as many of that type.
  private mutating func matchSiblings(
    old: [NodeRecord], new: [NodeRecord], oldParents: [Int?], newParents: [Int?]
  ) {
    struct Siblings { var old: [Int] = []; var new: [Int] = [] }
    var byParent: [Int: [String: Siblings]] = [:]
    for (index, parent) in newParents.enumerated() where oldOfNew[index] == nil {
      guard let parent, oldOfNew[parent] != nil else { continue }
      byParent[parent, default: [:]][new[index].type, default: Siblings()].new.append(index)
    }
    var newOfOld: [Int: Int] = [:]
    for (index, match) in oldOfNew.enumerated() { if let match { newOfOld[match] = index } }
    for (index, parent) in oldParents.enumerated() where !matchedOld[index] {
      guard let parent, let newParent = newOfOld[parent], byParent[newParent] != nil else { continue }
      byParent[newParent]?[old[index].type, default: Siblings()].old.append(index)
    }
    for types in byParent.values {
      for siblings in types.values where siblings.old.count == siblings.new.count {
        for (newIndex, oldIndex) in zip(siblings.new, siblings.old) { pair(new: newIndex, old: oldIndex) }
      }
    }
  }

  private mutating func pair(new: Int, old: Int) {
    oldOfNew[new] = old
    matchedOld[old] = true
  }

  /// Pairs the unmatched nodes whose `key` is the same and held by one node on each side.
  private mutating func matchUnique(old: [NodeRecord], new: [NodeRecord], key: (NodeRecord) -> String?) {
    func unique(_ nodes: [NodeRecord], skipping matched: (Int) -> Bool) -> [String: Int] {
      var found: [String: Int] = [:]
      var repeated: Set<String> = []
      for (index, node) in nodes.enumerated() where !matched(index) {
        guard let name = key(node) else { continue }
        if found.updateValue(index, forKey: name) != nil { repeated.insert(name) }
      }
      for name in repeated { found[name] = nil }
      return found
    }
    let olds = unique(old) { matchedOld[$0] }
    let news = unique(new) { oldOfNew[$0] != nil }
    for (name, index) in news {
      if let match = olds[name] { pair(new: index, old: match) }
    }
  }

  /// Each node's parent index, by its path.
  static func parents(_ nodes: [NodeRecord]) -> [Int?] {
    var indexOf: [String: Int] = [:]
    for (index, node) in nodes.enumerated() { indexOf[node.path] = index }
    return nodes.map { node in node.parentPath.flatMap { indexOf[$0] } }
  }
}
