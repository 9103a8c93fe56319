import LayoutEngine

/// Rectangles (one per sibling, by position; `nil` for one that draws nothing) filed in a uniform
/// grid, so the first sibling after a given one whose rectangle meets a box is found by looking
/// at the cells the box covers rather than at every later sibling.
///
/// A cell is as large as the median rectangle, so a typical sibling is filed in at most four cells
/// (a ZStack of equal layers shares them; a VStack's rows each have their own); a rectangle that
/// covers more than `maximumCells` cells (a background behind everything) is kept in a short
/// list looked at on every query instead. A query box covering more than `maximumQueryCells`
/// cells looks at every later sibling.
struct SiblingGrid {
  static let maximumCells = 16
  static let maximumQueryCells = 1024

  private let boxes: [Rect?]
  private var cells: [Cell: [Int]] = [:]
  private var large: [Int] = []
  private let origin: Point
  private let cellWidth: Double
  private let cellHeight: Double

  private struct Cell: Hashable {
    var column: Int
    var row: Int
  }

  init(_ boxes: [Rect?]) {
    self.boxes = boxes
    let present = boxes.compactMap { $0 }
    origin = Point(x: present.map(\.minX).min() ?? 0, y: present.map(\.minY).min() ?? 0)
    cellWidth = max(Self.median(present.map(\.width)), 1)
    cellHeight = max(Self.median(present.map(\.height)), 1)
    for (position, box) in boxes.enumerated() {
      guard let box else { continue }
      let range = cellRange(of: box)
      if range.columns.count * range.rows.count > Self.maximumCells {
        large.append(position)
        continue
      }
      for row in range.rows {
        for column in range.columns { cells[Cell(column: column, row: row), default: []].append(position) }
      }
    }
  }

  /// The smallest position after `after` whose rectangle satisfies `meets` and lies in the cells
  /// `box` covers.
  func firstMeeting(_ box: Rect, after: Int, where meets: (Rect) -> Bool) -> Int? {
    var best: Int?
    /// The first candidate in `positions` (ascending) past `after` that meets, before `best`.
    func scan(_ positions: [Int]) {
      var low = 0
      var high = positions.count
      while low < high {
        let middle = (low + high) / 2
        if positions[middle] <= after { low = middle + 1 } else { high = middle }
      }
      for position in positions[low...] {
        if let best, position >= best { return }
        if let rect = boxes[position], meets(rect) {
          best = position
          return
        }
      }
    }
    scan(large)
    let range = cellRange(of: box)
    if range.columns.count * range.rows.count > Self.maximumQueryCells {
      scan(Array(boxes.indices))
    } else {
      for row in range.rows {
        for column in range.columns {
          if let positions = cells[Cell(column: column, row: row)] { scan(positions) }
        }
      }
    }
    return best
  }

  private static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 1 }
    return values.sorted()[values.count / 2]
  }

  /// The cells a rectangle covers (clamped, so a huge or far-off rectangle stays a bounded range).
  private func cellRange(of box: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
    func index(_ value: Double, _ start: Double, _ size: Double) -> Int {
      let cell = ((value - start) / size).rounded(.down)
      return Int(max(-1, min(cell, 1_000_000)))
    }
    let columns =
      index(
        box.minX, origin.x, cellWidth)...max(
        index(box.minX, origin.x, cellWidth), index(box.maxX, origin.x, cellWidth))
    let rows =
      index(
        box.minY, origin.y, cellHeight)...max(
        index(box.minY, origin.y, cellHeight), index(box.maxY, origin.y, cellHeight))
    return (columns, rows)
  }
}
