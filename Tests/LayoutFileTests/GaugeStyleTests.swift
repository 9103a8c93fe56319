import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// `gaugeStyle` read from layout files and laid out on a 400 × 800 screen in both directions at
/// Large and AX5 (body 22 pt, 62 pt): the default keeps the label above a 4-pt bar, the accessory
/// bars are 2 pt, the circular styles a 44-pt ring without the label; a style SwiftUI does not have
/// is an error with "did you mean". Where a style is read from (the gauge or a view around it) is
/// tested in both syntaxes by `ControlStyleTests` (Tests/LayoutMappingTests).
@Suite("Gauge styles")
struct GaugeStyleTests {
  static let sizes: [(DynamicTypeSize, Double)] = [(.large, 22), (.accessibility5, 62)]

  /// The frames of the root (a gauge) and its children, laid out in `direction` at `size`.
  func frames(_ yaml: String, _ direction: LayoutDirection, _ size: DynamicTypeSize) throws -> [Rect] {
    var context = LayoutContext(containerSize: Size(width: 400, height: 800), layoutDirection: direction)
    context.dynamicTypeSize = size
    let result = LayoutEngine.layout(try body(yaml), in: context)
    return result.nodes.filter { $0.parent == nil || $0.parent == 0 }.map(\.frame)
  }

  @Test(
    "accessory linear styles: the label above a 2-pt bar, 4 pt apart, as wide as offered", arguments: sizes)
  func linear(size: DynamicTypeSize, line: Double) throws {
    for style in ["accessoryLinear", "accessoryLinearCapacity"] {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let frames = try frames("Gauge: {value: 0.6, label: Storage, gaugeStyle: \(style)}", direction, size)
        let height = line + 4 + 2
        #expect(frames[0] == Rect(x: 0, y: 400 - height / 2, width: 400, height: height))
        #expect(direction == .leftToRight ? frames[1].minX == 0 : frames[1].maxX == 400)
        #expect(frames[2] == Rect(x: 0, y: 400 + height / 2 - 2, width: 400, height: 2))
      }
    }
  }

  @Test("circular styles: a 44-pt ring alone, at the leading edge of a leading stack", arguments: sizes)
  func circular(size: DynamicTypeSize, line: Double) throws {
    for style in ["accessoryCircular", "accessoryCircularCapacity"] {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let yaml =
          "VStack: {alignment: leading, spacing: 0, content: [{Text: Storage used}, "
          + "{Gauge: {value: 0.6, label: Storage, style: \(style)}}]}"
        let frames = try frames(yaml, direction, size)
        // The stack is as wide as the text, its line and the ring tall, centred on the screen.
        let text = frames[1]
        #expect(text.height == line && frames[0].height == line + 44)
        let x = direction == .leftToRight ? text.minX : text.maxX - 44
        #expect(frames[2] == Rect(x: x, y: 400 - (line + 44) / 2 + line, width: 44, height: 44))
        #expect(frames.count == 3)
      }
    }
  }

  @Test("a gauge style SwiftUI does not have is an error with a suggestion")
  func unknown() {
    let error = diagnostic("body:\n  Gauge: {value: 0.5, gaugeStyle: accessoryCircle}")
    #expect(error?.message.hasPrefix("unknown gauge style 'accessoryCircle'") == true)
    #expect(error?.suggestion == "accessoryCircular")
  }
}
