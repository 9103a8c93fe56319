/// How a stack shares its length among its children, following SwiftUI's `HStack`/`VStack`
/// (`StackLayout`).
extension Layouter {
  /// Each child's offer and chosen size for a stack proposal; `spacing` is the whole space
  /// between the children (`StackLayout.totalSpacing`).
  ///
  /// With a concrete length the stack first sets aside the minimum lengths of lower-priority
  /// children, then serves the highest priority group first; inside a group the least flexible
  /// child (maximum minus minimum length) goes first and each is offered an equal share of what is
  /// left. Asked for its ideal or maximum size, every child gets the same `nil`/infinite offer,
  /// and so do children that are all rigid (`LayoutKind.isRigid(children:in:)`).
  ///
  /// Writes each child's slot into `result` (one per child); the caller allocates it, and the
  /// scratch lists here are temporary allocations too: this runs for every stack proposal, and
  /// heap arrays cost more than the arithmetic.
  mutating func stackChildSizes(
    _ children: ArraySlice<Int32>, axis: Axis, spacing: Double, proposal p: ProposedSize,
    into result: UnsafeMutableBufferPointer<StackSlot>
  ) {
    // Rigid children have one size whatever they are offered, and place their subtrees the same
    // way for any offer, so sharing out the length (probes, sorting) would change nothing.
    guard let along = p[axis], along.isFinite, !children.allSatisfy({ nodes[Int($0)].isRigid }) else {
      for (k, child) in children.enumerated() { result[k] = StackSlot(offer: p, size: size(child, p)) }
      return
    }
    let count = children.count
    guard count > 0 else { return }
    for k in 0..<count { result[k] = StackSlot(offer: p, size: .zero) }
    withUnsafeTemporaryAllocation(of: StackProbe.self, capacity: count) { probes in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { groupStorage in
        distribute(
          children, axis: axis, spacing: spacing, proposal: p, along: along, probes: probes,
          groupStorage: groupStorage, into: result)
      }
    }
  }

  /// `stackChildSizes` as an array, for placement (once per stack, where an array costs little).
  mutating func stackChildSizes(
    _ children: ArraySlice<Int32>, axis: Axis, spacing: Double, proposal p: ProposedSize
  ) -> [StackSlot] {
    Array(unsafeUninitializedCapacity: children.count) { buffer, count in
      stackChildSizes(children, axis: axis, spacing: spacing, proposal: p, into: buffer)
      count = children.count
    }
  }

  /// The sharing itself, with `probes` and `groupStorage` as scratch space, one slot a child.
  private mutating func distribute(
    _ children: ArraySlice<Int32>, axis: Axis, spacing: Double, proposal p: ProposedSize,
    along: Double, probes: UnsafeMutableBufferPointer<StackProbe>,
    groupStorage: UnsafeMutableBufferPointer<Int>, into result: UnsafeMutableBufferPointer<StackSlot>
  ) {
    var smallest = p
    smallest[axis] = 0
    var largest = p
    largest[axis] = .infinity
    var samePriority = true
    let firstPriority = nodes[Int(children.first!)].priority
    for (k, child) in children.enumerated() {
      let low = size(child, smallest)[axis]
      let high = size(child, largest)[axis]
      let priority = nodes[Int(child)].priority
      probes[k] = StackProbe(minimum: low, flexibility: high - low, priority: priority)
      if priority != firstPriority { samePriority = false }
    }

    var remaining = along - spacing
    /// Serves the children of one priority, least flexible first.
    func share(_ priority: Double) {
      var groupCount = 0
      var reservedForLower = 0.0
      for (k, probe) in probes.enumerated() {
        if probe.priority == priority {
          groupStorage[groupCount] = k
          groupCount += 1
        } else if probe.priority < priority {
          reservedForLower += probe.minimum
        }
      }
      var group = UnsafeMutableBufferPointer(rebasing: groupStorage[0..<groupCount])
      // A total order (ties by position), so the result does not depend on the sort algorithm.
      group.sort {
        probes[$0].flexibility < probes[$1].flexibility
          || (probes[$0].flexibility == probes[$1].flexibility && $0 < $1)
      }
      var groupRemaining = remaining - reservedForLower
      var left = Double(group.count)
      for k in group {
        var offer = p
        offer[axis] = max(0, groupRemaining / left)
        let chosen = size(children[children.startIndex + k], offer)
        result[k] = StackSlot(offer: offer, size: chosen)
        groupRemaining -= chosen[axis]
        remaining -= chosen[axis]
        left -= 1
      }
    }
    // The usual single priority needs no list of priorities (one allocation per proposal).
    if samePriority {
      share(firstPriority)
    } else {
      for priority in Set(probes.map(\.priority)).sorted(by: >) { share(priority) }
    }
  }

  /// A stack's own size: the children's lengths plus `spacing` (all of it) along the axis, the
  /// largest across it.
  func stackSize(_ sizes: UnsafeMutableBufferPointer<StackSlot>, axis: Axis, spacing: Double) -> Size {
    var result = Size.zero
    for entry in sizes {
      result[axis] += entry.size[axis]
      result[axis.cross] = max(result[axis.cross], entry.size[axis.cross])
    }
    result[axis] += spacing
    return result
  }
}

/// One stack child's offer and the size it chose for it.
struct StackSlot {
  var offer: ProposedSize
  var size: Size
}

/// What a stack learns about a child before sharing out its length: the child's minimum length,
/// how much longer it can grow, and its layout priority.
struct StackProbe {
  var minimum: Double
  var flexibility: Double
  var priority: Double
}
