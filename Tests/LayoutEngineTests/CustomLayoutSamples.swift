import Foundation
import LayoutEngine

// Custom layouts written against the engine's `Layout` protocol as an app writes them against
// SwiftUI's, for `CustomLayoutTests`.

/// Chips in rows: each at its ideal size, leading to trailing, a new row when the next would
/// pass the proposed width.
struct FlowLayout: Layout {
  var spacing: Double

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    let rows = rows(subviews, width: proposal.width ?? .infinity)
    let width = rows.map { $0.last.map { $0.x + $0.size.width } ?? 0 }.max() ?? 0
    let height = rows.last?.first.map { $0.y + rows.last!.map(\.size.height).max()! } ?? 0
    return Size(width: width, height: height)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for row in rows(subviews, width: bounds.width) {
      for chip in row {
        subviews[chip.index].place(
          at: Point(x: bounds.minX + chip.x, y: bounds.minY + chip.y), proposal: ProposedViewSize(chip.size))
      }
    }
  }

  /// Where each chip goes: its index, offset from the top-leading corner and size.
  private func rows(_ subviews: Subviews, width: Double) -> [[(index: Int, x: Double, y: Double, size: Size)]]
  {
    var rows: [[(index: Int, x: Double, y: Double, size: Size)]] = []
    var x = 0.0
    var y = 0.0
    var rowHeight = 0.0
    for (index, subview) in subviews.enumerated() {
      let size = subview.sizeThatFits(.unspecified)
      if !rows.isEmpty, x > 0, x + size.width > width {
        y += rowHeight + spacing
        x = 0
        rowHeight = 0
        rows.append([])
      }
      if rows.isEmpty { rows.append([]) }
      rows[rows.count - 1].append((index, x, y, size))
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
    return rows
  }
}

/// Every subview as wide as the widest one's ideal width, in a row `spacing` apart.
struct EqualWidthRow: Layout {
  var spacing: Double

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    let cell = cellSize(subviews)
    let count = Double(subviews.count)
    return Size(width: cell.width * count + spacing * max(0, count - 1), height: cell.height)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let cell = cellSize(subviews)
    for (index, subview) in subviews.enumerated() {
      let x = bounds.minX + Double(index) * (cell.width + spacing) + cell.width / 2
      subview.place(
        at: Point(x: x, y: bounds.midY), anchor: .center,
        proposal: ProposedViewSize(width: cell.width, height: nil))
    }
  }

  private func cellSize(_ subviews: Subviews) -> Size {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(Size.zero) {
      Size(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }
}

/// A reference-typed tally shared between a test and the layouts it lays out, which are values.
final class Tally: @unchecked Sendable, Hashable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  subscript(name: String) -> Int { lock.withLock { counts[name, default: 0] } }

  func count(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }

  static func == (a: Tally, b: Tally) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A column whose cache holds its subviews' ideal sizes, made once, and counts how often it
/// makes the cache and how often it is asked its size.
struct CountingColumn: Layout {
  let tally: Tally

  struct Cache {
    var sizes: [Size]
  }

  func makeCache(subviews: Subviews) -> Cache {
    tally.count("makeCache")
    return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    tally.count("updateCache")
    cache = Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
    tally.count("sizeThatFits")
    let width = cache.sizes.map(\.width).max() ?? 0
    return Size(
      width: proposal.width.map { min($0, width) } ?? width, height: cache.sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    var y = bounds.minY
    for (index, subview) in subviews.enumerated() {
      subview.place(at: Point(x: bounds.minX, y: y), proposal: ProposedViewSize(cache.sizes[index]))
      y += cache.sizes[index].height
    }
  }
}

/// A leaf (no subviews) of a fixed size that counts the proposals it is measured with.
struct CountingLeaf: Layout {
  let tally: Tally
  var size: Size

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    tally.count("leaf")
    return size
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Asks its only subview for its ideal size twice when sized and again when placing it.
struct AskingTwice: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    _ = subviews[0].sizeThatFits(.unspecified)
    return subviews[0].sizeThatFits(.unspecified)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews[0].place(at: bounds.origin, proposal: .unspecified)
  }
}

/// The order a subview asks for with a layout value.
struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// Subviews top to bottom by their `Rank`, lowest first; each row as far apart as the two
/// subviews' spacing preferences ask (`ViewSpacing.distance(to:along:)`), and reports each
/// subview's priority as its leading inset.
struct RankedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    var size = Size.zero
    for (k, index) in order(subviews).enumerated() {
      let s = subviews[index].sizeThatFits(.unspecified)
      size.width = max(size.width, s.width + max(0, subviews[index].priority))
      size.height += s.height + (k == 0 ? 0 : gap(subviews, before: k))
    }
    return size
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for (k, index) in order(subviews).enumerated() {
      if k > 0 { y += gap(subviews, before: k) }
      let s = subviews[index].sizeThatFits(.unspecified)
      let inset = max(0, subviews[index].priority)
      subviews[index].place(at: Point(x: bounds.minX + inset, y: y), proposal: .unspecified)
      y += s.height
    }
  }

  private func order(_ subviews: Subviews) -> [Int] {
    subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
  }

  private func gap(_ subviews: Subviews, before k: Int) -> Double {
    let order = order(subviews)
    return subviews[order[k - 1]].spacing.distance(to: subviews[order[k]].spacing, along: .vertical)
  }
}

/// Places nothing: every subview falls back to the centre of the bounds.
struct PlacesNothing: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    Size(width: 100, height: 100)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Arithmetic gone wrong: a NaN and a negative size, a child placed at NaN and infinity and
/// proposed a NaN width.
struct Careless: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    Size(width: .nan, height: -5)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: Point(x: .nan, y: .infinity), proposal: ProposedViewSize(width: .nan, height: nil))
    }
  }
}
