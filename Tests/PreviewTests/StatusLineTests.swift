import LayoutEngine
import Testing

@testable import Preview

/// The status line keeps the variant at any width, and the device keeps its place as Tab moves
/// the selection.
@Suite struct StatusLineTests {
  /// An iPad in landscape at AX5, right to left, in Arabic, at 80 columns.
  func iPadVariant(columns: Int, rows: Int = 24) -> PreviewState {
    var state = Fixtures.state(columns: columns, rows: rows)
    state.device = Fixtures.device("iPad Pro 13-inch (M4)")
    state.orientation = .landscapeLeft
    state.requestedTypeSize = .accessibility5
    state.language = .arabic
    state.direction = .rightToLeft
    return state
  }

  func status(_ state: PreviewState) -> String {
    ScreenComposer.compose(state, environment: Fixtures.environment, glyphs: .unicode)
      .lines[state.terminalRows - 2]
  }

  @Test func theVariantComesFirstWhenTheLineIsShort() {
    for columns in [60, 80] {
      let line = status(iPadVariant(columns: columns))
      #expect(line.hasPrefix("iPad Pro 13-inch (M4) · L-left · AX5 · RTL · ar"), "\(columns): \(line)")
      #expect(line.count <= columns)
    }
    // At 40 the device's name gives up its generation and "-inch".
    #expect(status(iPadVariant(columns: 40)) == "iPad Pro 13 · L-left · AX5 · RTL · ar")
    // With a selection the variant still comes first; the frame gives way.
    let selected = status(iPadVariant(columns: 80).after(.selectNext))
    #expect(selected.hasPrefix("iPad Pro 13-inch (M4) · L-left · AX5 · RTL · ar · "), "\(selected)")
    #expect(!selected.contains(" pt · "))
  }

  @Test func theWholeLineShowsWhenItFits() {
    let line = status(iPadVariant(columns: 200, rows: 60))
    #expect(line.hasPrefix("sign-in.yaml 1/3 · iPad Pro 13-inch (M4) "))
    #expect(line.contains("AX5 · RTL · Arabic"))
  }

  /// In the width fit, Tab through every element keeps the device's outline in the same columns
  /// and the same width: the view moves vertically only.
  @Test func tabKeepsTheDeviceStill() {
    for (columns, rows) in [(80, 24), (120, 40), (200, 60)] {
      var state = Fixtures.state(columns: columns, rows: rows)
      state.fit = .width
      let first = state.paneViewport
      var origins: Set<Double> = [first.origin.x]
      for _ in 0..<8 {
        state = state.after(.selectNext)
        origins.insert(state.paneViewport.origin.x)
        #expect(state.paneViewport.pointsPerColumn == first.pointsPerColumn)
      }
      #expect(origins.count == 1, "\(columns)x\(rows): \(origins)")
    }
  }
}
