import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// `controlGroupStyle` read from layout files and laid out on a 400 × 800 screen in both
/// directions at Large and AX5: `.menu` and `.compactMenu` collapse the group to a `Menu` whose
/// label is an ellipsis symbol, its controls the hidden items; the other styles keep the segments.
@Suite("Control group styles")
struct ControlGroupStyleTests {
  static let sizes: [DynamicTypeSize] = [.large, .accessibility5]
  static let group = "[{Button: Cut}, {Button: Copy}, {Button: Paste}]"

  func layout(_ yaml: String, _ direction: LayoutDirection, _ size: DynamicTypeSize) throws -> LayoutResult {
    var context = LayoutContext(containerSize: Size(width: 400, height: 800), layoutDirection: direction)
    context.dynamicTypeSize = size
    return LayoutEngine.layout(try body(yaml), in: context)
  }

  @Test(
    "menu styles: one menu button, the ellipsis symbol's size, centred; the controls hidden", arguments: sizes
  )
  func collapsed(size: DynamicTypeSize) throws {
    for style in ["menu", "compactMenu"] {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let result = try layout(
          "ControlGroup: {controlGroupStyle: \(style), content: \(Self.group)}", direction, size)
        #expect(result.nodes[0].element == .menu)
        let symbol = result.nodes[1]
        #expect(symbol.element == .image(.symbol("ellipsis")))
        #expect(result.nodes[0].frame == symbol.frame)
        // As big as the ellipsis symbol alone (20 pt square at Large), centred on the screen.
        let alone = try layout("Image: {systemName: ellipsis}", direction, size).nodes[0].frame
        #expect(symbol.frame == alone && alone.midX == 200 && alone.midY == 400)
        #expect(size != .large || alone == Rect(x: 190, y: 390, width: 20, height: 20))
        #expect(result.nodes.filter(\.isHidden).count == 3)
      }
    }
  }

  @Test("the other styles keep the equal segments, 400 × 32 pt")
  func segments() throws {
    for style in ["automatic", "navigation", "palette"] {
      let result = try layout(
        "ControlGroup: {controlGroupStyle: \(style), content: \(Self.group)}", .rightToLeft, .large)
      #expect(result.nodes[0].frame == Rect(x: 0, y: 384, width: 400, height: 32))
      #expect(result.nodes[0].element == .controlGroup)
    }
  }

  @Test("a control group style SwiftUI does not have is an error with a suggestion")
  func unknown() {
    let error = diagnostic("body:\n  ControlGroup: {controlGroupStyle: menus, content: [{Button: A}]}")
    #expect(error?.message.hasPrefix("unknown control group style 'menus'") == true)
    #expect(error?.suggestion == "menu")
  }
}
