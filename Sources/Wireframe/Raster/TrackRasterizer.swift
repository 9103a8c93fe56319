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
    let value: Double
    switch style {
    case .circular:
      painter.put(glyphs.spinner, column: cells.midColumn, row: row, role: .control)
      return
    case .gauge(let fraction, .accessoryLinear):
      drawSlider(fraction, node: node, cells: cells, row: row, into: &painter)
      return
    case .gauge(let fraction, let style) where style.isCircular:
      drawRing(fraction, cells: cells, row: row, into: &painter)
      return
    case .linear(let fraction), .gauge(let fraction, _):
      value = fraction
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

  /// A circular gauge: a rounded outline for the ring, its percentage in the middle row.
  static func drawRing(_ value: Double, cells: CellRect, row: Int, into painter: inout Painter) {
    painter.box(cells, rounded: true, role: .control)
    guard cells.width >= 5, cells.height >= 3 else { return }
    let fraction = value.isFinite ? min(max(value, 0), 1) : 0
    let label = Array("\(Int((fraction * 100).rounded()))")
    let inner = cells.width - 2
    guard label.count <= inner else { return }
    let start = cells.minColumn + 1 + (inner - label.count) / 2
    for (offset, character) in label.enumerated() {
      painter.put(character, column: start + offset, row: row, role: .controlFill)
    }
  }
}
