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
///
/// The cells are an array over the area the siblings cover when it has at most a few cells a
/// sibling (a ZStack's layers, a stack's rows), and a dictionary otherwise (a sibling far from
/// the others): hashing each cell for each of 10,000 layers was a tenth of `check`'s time.
struct SiblingGrid {
  static let maximumCells = 16
  static let maximumQueryCells = 1024

  private let boxes: [Rect?]
  /// The cells of `area`, row by row, when it is small enough; else `cells`.
  private var area: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)?
  private var flat: [[Int]] = []
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
    var filed: [(position: Int, columns: ClosedRange<Int>, rows: ClosedRange<Int>)] = []
    for (position, box) in boxes.enumerated() {
      guard let box else { continue }
      let range = cellRange(of: box)
      if range.columns.count * range.rows.count > Self.maximumCells {
        large.append(position)
      } else {
        filed.append((position, range.columns, range.rows))
      }
    }
    guard let first = filed.first else { return }
    let columns = filed.reduce(first.columns) {
      min($0.lowerBound, $1.columns.lowerBound)...max($0.upperBound, $1.columns.upperBound)
    }
    let rows = filed.reduce(first.rows) {
      min($0.lowerBound, $1.rows.lowerBound)...max($0.upperBound, $1.rows.upperBound)
    }
    if columns.count * rows.count <= 4 * filed.count + 64 {
      area = (columns, rows)
      flat = Array(repeating: [], count: columns.count * rows.count)
    }
    for item in filed {
      for row in item.rows {
        for column in item.columns {
          if let at = flatIndex(column: column, row: row) {
            flat[at].append(item.position)
          } else {
            cells[Cell(column: column, row: row), default: []].append(item.position)
          }
        }
      }
    }
  }

  /// The index in `flat` of a cell, `nil` when the cells are in the dictionary or the cell is
  /// outside the area (and empty).
  private func flatIndex(column: Int, row: Int) -> Int? {
    guard let area, area.columns.contains(column), area.rows.contains(row) else { return nil }
    return (row - area.rows.lowerBound) * area.columns.count + column - area.columns.lowerBound
  }

  /// The positions filed in a cell, in increasing order.
  private func positions(column: Int, row: Int) -> [Int]? {
    if area != nil { return flatIndex(column: column, row: row).map { flat[$0] } }
    return cells[Cell(column: column, row: row)]
  }

  /// The smallest position after `after` whose rectangle satisfies `meets` and lies in the cells
  /// `box` covers.
  func firstMeeting(_ box: Rect, after: Int, where meets: (Rect) -> Bool) -> Int? {
    firstAccepted(box, after: after) { meets(boxes[$0]!) }
  }

  /// The smallest position after `after` that lies in the cells `box` covers and `accepts`
  /// (given the position, for a test that needs more than the rectangle).
  func firstAccepted(_ box: Rect, after: Int, where accepts: (Int) -> Bool) -> Int? {
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
        if boxes[position] != nil, accepts(position) {
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
          if let positions = positions(column: column, row: row) { scan(positions) }
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
