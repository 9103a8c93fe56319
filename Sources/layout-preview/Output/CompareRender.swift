import Devices
import LayoutEngine
import LayoutFile
import Wireframe

/// `render --compare`: the same layout in two variants side by side, each fitted to half of the
/// width with its label above and its caption below, a line between them.
enum CompareRender {
  /// One side: its label, screen and layout environment.
  struct Side {
    var label: String
    var screen: Screen
    var context: LayoutContext
  }

  /// The two sides of `option` for the variant `screen`/`context` chosen by the other options.
  static func sides(
    _ option: CompareOption, screen: Screen, context: LayoutContext, catalog: DeviceCatalog = .standard
  ) throws -> [Side] {
    var left = Side(label: "", screen: screen, context: context)
    var right = left
    switch option {
    case .rtl:
      left.context.layoutDirection = .leftToRight
      right.context.layoutDirection = .rightToLeft
      (left.label, right.label) = ("LTR", "RTL")
    case .orientation:
      guard screen.device.rotates else {
        throw CommandError.usage("error: \(screen.device.name) does not rotate; compare another way")
      }
      left.screen = screen.device.screen(.portrait)
      right.screen = screen.device.screen(.landscapeLeft)
      (left.label, right.label) = ("portrait", "landscape")
    case .typeSize:
      // The device's own smallest and largest sizes: xSmall | AX3 on a watch.
      let sizes = screen.device.dynamicTypeSizes
      guard let smallest = sizes.first, let largest = sizes.last else {
        throw CommandError.usage(
          "error: \(screen.device.name) has no Dynamic Type (its text styles have fixed sizes); "
            + "compare another way")
      }
      left.context.dynamicTypeSize = smallest
      right.context.dynamicTypeSize = largest
      (left.label, right.label) = (smallest.name, largest.name)
    case .device(let name):
      let other: Device
      do {
        other = try catalog.device(named: name)
      } catch {
        throw CommandError.usage("error: \(error)")
      }
      right.screen = other.screen(other.rotates ? screen.orientation : .portrait)
      (left.label, right.label) = (screen.device.name, other.name)
    }
    left.context = relocated(left.context, to: left.screen)
    right.context = relocated(right.context, to: right.screen)
    return [left, right]
  }

  /// `context` moved onto `screen` (its size, safe area and size classes), keeping text size,
  /// direction and language.
  static func relocated(_ context: LayoutContext, to screen: Screen) -> LayoutContext {
    var moved = screen.context(
      dynamicTypeSize: context.dynamicTypeSize, layoutDirection: context.layoutDirection)
    moved.language = context.language
    return moved
  }

  /// Both sides rendered into one canvas of about `width` columns: each side gets
  /// `(width - 3) / 2` columns (at least 20), separated by ` │ `.
  static func render(
    _ body: ViewNode, sides: [Side], width: Int, options: WireframeOptions
  ) -> Canvas {
    let half = max(20, (width - 3) / 2)
    let panes = sides.map { side in
      Wireframe.render(
        LayoutEngine.layout(body, in: side.context), on: side.screen, width: half, options: options)
    }
    let rows = 1 + (panes.map(\.rows).max() ?? 0)
    var canvas = Canvas(columns: 2 * half + 3, rows: rows)
    for (index, pane) in panes.enumerated() {
      let column = index == 0 ? 0 : half + 3
      let label = Sanitizer.sanitize(sides[index].label)
      canvas.write(label, column: column + max(0, (half - DisplayWidth.of(label)) / 2), row: 0, role: .status)
      canvas.draw(pane, column: column, row: 1)
    }
    let divider = options.glyphs.glyphs.vertical
    for row in 0..<rows { canvas.put(divider, column: half + 1, row: row, role: .deviceBezel) }
    return canvas
  }
}
