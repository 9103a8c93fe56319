/// How a stack shares its length among its children, following SwiftUI's `HStack`/`VStack`.
extension Layouter {
  /// Each child's offer and chosen size for a stack proposal.
  ///
  /// With a concrete length the stack first sets aside the minimum lengths of lower-priority
  /// children, then serves the highest priority group first; inside a group the least flexible
  /// child (maximum minus minimum length) goes first and each is offered an equal share of what is
  /// left. Asked for its ideal or maximum size, every child gets the same `nil`/infinite offer.
  mutating func stackChildSizes(
    _ children: ArraySlice<Int32>, axis: Axis, spacing: Double, proposal p: ProposedSize
  ) -> [StackSlot] {
    guard let along = p[axis], along.isFinite else {
      var slots: [StackSlot] = []
      slots.reserveCapacity(children.count)
      for child in children { slots.append(StackSlot(offer: p, size: size(child, p))) }
      return slots
    }
    let count = children.count
    var result = [StackSlot](repeating: StackSlot(offer: p, size: .zero), count: count)
    guard count > 0 else { return result }

    // One array of probes rather than one per quantity: this runs for every stack proposal, and
    // the allocations cost more than the arithmetic.
    var probes: [StackProbe] = []
    probes.reserveCapacity(count)
    var smallest = p
    smallest[axis] = 0
    var largest = p
    largest[axis] = .infinity
    var samePriority = true
    let firstPriority = nodes[Int(children.first!)].priority
    for child in children {
      let low = size(child, smallest)[axis]
      let high = size(child, largest)[axis]
      let priority = nodes[Int(child)].priority
      probes.append(StackProbe(minimum: low, flexibility: high - low, priority: priority))
      if priority != firstPriority { samePriority = false }
    }

    var remaining = along - spacing * Double(count - 1)
    var group: [Int] = []
    group.reserveCapacity(count)
    /// Serves the children of one priority, least flexible first.
    func share(_ priority: Double) {
      group.removeAll(keepingCapacity: true)
      var reservedForLower = 0.0
      for (k, probe) in probes.enumerated() {
        if probe.priority == priority {
          group.append(k)
        } else if probe.priority < priority {
          reservedForLower += probe.minimum
        }
      }
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
    return result
  }

  /// A stack's own size: the children's lengths plus spacing along the axis, the largest across it.
  func stackSize(_ sizes: [StackSlot], axis: Axis, spacing: Double) -> Size {
    var result = Size.zero
    for entry in sizes {
      result[axis] += entry.size[axis]
      result[axis.cross] = max(result[axis.cross], entry.size[axis.cross])
    }
    if sizes.count > 1 { result[axis] += spacing * Double(sizes.count - 1) }
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
