import LayoutEngine

/// Draws sliders and progress views as tracks across the row of their frame's centre (the row an
/// `HStack`'s icons beside them share), filled from the
/// leading side (the right in right-to-left), and the indeterminate spinner as one glyph.
enum TrackRasterizer {
  /// A slider: filled track, knob at `value` (0…1), empty track.
  static func drawSlider(
    _ value: Double, node: PlacedNode, cells: CellRect, row: Int, into painter: inout Painter
  ) {
    guard !cells.isEmpty else { return }
    let glyphs = painter.glyphs
    let count = cells.width
    let fraction = value.isFinite ? min(max(value, 0), 1) : 0
    let knob = Int((fraction * Double(count - 1)).rounded())
    let isRTL = node.layoutDirection == .rightToLeft
    for index in 0..<count {
      let character: Character
      let role: CellRole
      if index == knob {
        (character, role) = (glyphs.sliderKnob, .controlFill)
      } else if index < knob {
        (character, role) = (glyphs.sliderFilled, .controlFill)
      } else {
        (character, role) = (glyphs.sliderEmpty, .control)
      }
      let column = isRTL ? cells.maxColumn - 1 - index : cells.minColumn + index
      painter.put(character, column: column, row: row, role: role)
    }
  }

  /// A progress view: a bar filled to its fraction, or the spinner glyph in the middle.
  static func drawProgress(
    _ style: ProgressStyle, node: PlacedNode, cells: CellRect, row: Int, into painter: inout Painter
  ) {
    guard !cells.isEmpty else { return }
    let glyphs = painter.glyphs
    guard case .linear(let value) = style else {
      painter.put(glyphs.spinner, column: cells.midColumn, row: row, role: .control)
      return
    }
    let fraction = value.isFinite ? min(max(value, 0), 1) : 0
    let filled = Int((fraction * Double(cells.width)).rounded())
    let isRTL = node.layoutDirection == .rightToLeft
    for index in 0..<cells.width {
      let isFilled = index < filled
      let column = isRTL ? cells.maxColumn - 1 - index : cells.minColumn + index
      painter.put(
        isFilled ? glyphs.progressFilled : glyphs.progressEmpty, column: column, row: row,
        role: isFilled ? .controlFill : .control)
    }
  }
}
