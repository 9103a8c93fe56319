import LayoutEngine

/// Where one line of text goes within the columns of its frame, and whether it had to be cut.
///
/// Text is written as terminal text, one character per column (two for wide ones), not scaled:
/// a line that fits is aligned within the frame's columns; one that does not starts at the frame's
/// first column and is cut, its last column given to the cut marker.
struct TextPlacement: Equatable {
  /// The column the first character goes in.
  var column: Int
  /// The characters to write (without the marker).
  var text: String
  /// Whether text was dropped for lack of columns (the caller draws the marker after `text`).
  var isCut: Bool

  /// The edge a line hugs, resolved from the alignment and the reading direction.
  enum Side: Equatable {
    case left
    case center
    case right

    /// Leading is left in left-to-right, right in right-to-left; trailing the opposite.
    init(_ alignment: TextAlignment, _ direction: LayoutDirection) {
      switch (alignment, direction) {
      case (.center, _): self = .center
      case (.leading, .leftToRight), (.trailing, .rightToLeft): self = .left
      case (.leading, .rightToLeft), (.trailing, .leftToRight): self = .right
      }
    }
  }

  /// A placement from its parts.
  init(column: Int, text: String, isCut: Bool) {
    self.column = column
    self.text = text
    self.isCut = isCut
  }

  /// Places `text` in `columns`, hugging `side`.
  init(_ text: String, in columns: Range<Int>, side: Side) {
    let available = max(1, columns.count)
    let width = DisplayWidth.of(text)
    if width <= available {
      self.text = text
      isCut = false
      switch side {
      case .left: column = columns.lowerBound
      case .center: column = columns.lowerBound + (available - width) / 2
      case .right: column = columns.lowerBound + available - width
      }
      return
    }
    self.text = DisplayWidth.prefix(text, fitting: available - 1)
    isCut = true
    column = columns.lowerBound
  }
}
