/// How a `LazyVGrid` turns its `GridItem`s into concrete columns for a width, as SwiftUI does.
///
/// The width less the spacing between items and the fixed items' widths is shared, in order,
/// among the flexible and adaptive items: each is offered what is left divided by the number of
/// such items left. A flexible item takes that clamped to its bounds. An adaptive item fits as
/// many columns of its minimum as the offer holds (with its spacing between them, at least one)
/// and widens them to share the offer, at most its maximum each. Without a width (an ideal-size
/// question) flexible and adaptive items take their minimum, one column each.
enum GridColumns {
  /// One concrete column: its width and the spacing after it.
  struct Column: Equatable {
    var width: Double
    var spacing: Double
  }

  /// The rows of a `LazyHGrid` for `items` in `height` points: the same rule on the other axis
  /// (each `Column`'s `width` is then a row's height).
  static func resolve(_ items: [GridItem], height: Double?) -> [Column] { resolve(items, width: height) }

  /// The columns for `items` in `width` points (`nil` or infinite: their minimum widths).
  static func resolve(_ items: [GridItem], width: Double?) -> [Column] {
    func spacing(_ item: GridItem) -> Double { item.spacing ?? ControlMetrics.defaultSpacing }
    guard let width, width.isFinite else {
      return items.map { item in
        switch item.size {
        case .fixed(let w): Column(width: w, spacing: spacing(item))
        case .flexible(let minimum, _), .adaptive(let minimum, _):
          Column(width: minimum, spacing: spacing(item))
        }
      }
    }
    var remaining = width - items.dropLast().reduce(0) { $0 + spacing($1) }
    var flexibleLeft = 0.0
    for item in items {
      if case .fixed(let w) = item.size { remaining -= w } else { flexibleLeft += 1 }
    }
    var columns: [Column] = []
    for item in items {
      switch item.size {
      case .fixed(let w):
        columns.append(Column(width: w, spacing: spacing(item)))
      case .flexible(let minimum, let maximum):
        let share = remaining / flexibleLeft
        let w = max(0, min(max(share, minimum), maximum))
        columns.append(Column(width: w, spacing: spacing(item)))
        remaining -= w
        flexibleLeft -= 1
      case .adaptive(let minimum, let maximum):
        let share = remaining / flexibleLeft
        let gap = spacing(item)
        let count = max(1, Int(((share + gap) / (minimum + gap)).rounded(.down)))
        let w = max(0, min((share - gap * Double(count - 1)) / Double(count), maximum))
        for n in 0..<count {
          columns.append(Column(width: w, spacing: n == count - 1 ? spacing(item) : gap))
        }
        remaining -= w * Double(count) + gap * Double(count - 1)
        flexibleLeft -= 1
      }
    }
    return columns
  }
}
