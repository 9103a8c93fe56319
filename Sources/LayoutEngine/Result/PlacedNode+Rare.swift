extension PlacedNode {
  /// The fields of a `PlacedNode` that few nodes set (scroll views, list rows and sections,
  /// `zIndex`), kept out of line so the common node stays small.
  struct RareValues: Sendable, Hashable {
    var scroll: ScrollPosition?
    var zIndex = 0.0
    var hiddenRowSeparators: EdgeSet = []
  }

  /// `RareValues` behind one reference, allocated when a node first sets one of them to something
  /// other than its default, and copied on write, so a `PlacedNode` keeps value semantics.
  ///
  /// Compared and hashed by value: a node without the box equals one whose box holds defaults.
  struct Rare: Sendable, Hashable {
    private var box: RareBox?

    /// The values, `nil` when the node never set any (every one at its default).
    var values: RareValues? { box?.values }

    /// Changes the values with `body`; `toDefault` says `body` sets a default, which a node
    /// without the box need not store.
    mutating func update(_ toDefault: Bool, _ body: (inout RareValues) -> Void) {
      guard box != nil else {
        guard !toDefault else { return }
        var values = RareValues()
        body(&values)
        box = RareBox(values)
        return
      }
      if !isKnownUniquelyReferenced(&box) { box = RareBox(box!.values) }
      body(&box!.values)
    }

    static func == (lhs: Rare, rhs: Rare) -> Bool {
      if lhs.box === rhs.box { return true }
      return (lhs.box?.values ?? RareValues()) == (rhs.box?.values ?? RareValues())
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(box?.values ?? RareValues())
    }
  }

  /// The reference `Rare` keeps; mutated only while uniquely referenced (copy on write), so
  /// sharing it across threads is safe.
  final class RareBox: @unchecked Sendable {
    var values: RareValues

    init(_ values: RareValues) { self.values = values }
  }
}
