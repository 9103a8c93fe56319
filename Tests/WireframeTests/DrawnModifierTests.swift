import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// What the drawn modifiers look like on the plain screen (4 pt a column, 8 pt a row): a border
/// is a square box on the frame, a rounded clip hides the view's corners outside its outline,
/// clipped text stays in its frame, and a disabled view is dimmed with dashed lines.
@Suite("Drawing border, clip and disabled")
struct DrawnModifierTests {
  /// The modifiers a declared modifier builds from `values`.
  func declared(_ name: String, _ values: [(String, Value)] = [], bare: Bool = false) throws -> [Modifier] {
    var arguments = ArgumentValues(isBareCall: bare)
    for (key, value) in values { arguments.append(key, value) }
    return try Declarations.modifier(name)!.build(arguments)
  }

  /// The rows of the canvas from `top` to `bottom` (exclusive), trailing spaces dropped.
  func rows(_ canvas: Canvas, _ top: Int, _ bottom: Int) -> [String] {
    Array(canvas.trimmedRows[top..<bottom])
  }

  /// `node` at the top leading corner of the plain screen.
  func topLeading(_ node: ViewNode) -> ViewNode {
    ViewNode(
      .zStack(alignment: .topLeading), children: [node],
      modifiers: [.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))])
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func aBorderIsASquareBoxOnTheFrame(direction: LayoutDirection) throws {
    let node = ViewNode(
      .color("clear"),
      modifiers: [.frame(FrameSpec(width: 40, height: 24))]
        + (try declared("border", [("content", .text("gray"))])))
    let (_, canvas) = draw(topLeading(node), on: plainScreen, viewport: plainViewport, direction: direction)
    let indent = direction == .leftToRight ? "" : String(repeating: " ", count: 90)
    #expect(
      rows(canvas, 0, 3) == [
        indent + "┌────────┐",
        // `Color.clear` inside draws nothing.
        indent + "│        │",
        indent + "└────────┘",
      ])
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func aCornerRadiusHidesThePhotosCornersOutsideItsRoundedOutline(direction: LayoutDirection) throws {
    let photo = ViewNode(
      .image(.photo("card", naturalSize: Size(width: 80, height: 48)), resizable: false),
      modifiers: try declared("cornerRadius", [("radius", .number(12))]))
    let (_, canvas) = draw(topLeading(photo), on: plainScreen, viewport: plainViewport, direction: direction)
    let indent = direction == .leftToRight ? "" : String(repeating: " ", count: 80)
    #expect(
      rows(canvas, 0, 6) == [
        indent + " ╭────────────────╮",
        indent + "╭╯                ╰╮",
        indent + "│       card       │",
        indent + "│                  │",
        indent + "╰╮                ╭╯",
        indent + " ╰────────────────╯",
      ])
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func clippedContentStaysInItsFrame(direction: LayoutDirection) throws {
    // A 200-pt rectangle and a long text in a 40 × 16-pt stack: clipped, neither leaves its frame.
    func stack(_ modifiers: [Modifier]) -> ViewNode {
      ViewNode(
        .zStack(),
        children: [
          ViewNode(.rectangle, modifiers: [.frame(FrameSpec(width: 200, height: 16))]),
          ViewNode(
            .text("a sentence far too long"), modifiers: [.fixedSize(horizontal: true, vertical: true)]),
        ], modifiers: [.frame(FrameSpec(width: 40, height: 16))] + modifiers, id: "stack")
    }
    let (result, canvas) = draw(
      topLeading(stack(try declared("clipped", bare: true))), on: plainScreen, viewport: plainViewport,
      direction: direction)
    let (_, spilled) = draw(
      topLeading(stack([])), on: plainScreen, viewport: plainViewport, direction: direction)
    let frame = plainViewport.cells(for: result.node(withID: "stack")!.outerFrame)
    let drawn = canvas.cells(with: .fill).union(canvas.cells(with: .text))
    #expect(!canvas.cells(with: .fill).isEmpty)
    #expect(drawn.allSatisfy { frame.contains(column: $0[0], row: $0[1]) })
    // Unclipped, the rectangle spills out of the 10-column frame.
    #expect(spilled.cells(with: .fill).contains { !frame.contains(column: $0[0], row: $0[1]) })
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func aDisabledViewIsDimmedWithDashedLinesAndItsChildrenToo(direction: LayoutDirection) throws {
    let button = ViewNode(.button(title: "Delete", style: .bordered), id: "delete")
    let root = vStackNode([
      ViewNode(
        .vStack(), children: [button], modifiers: try declared("disabled", [("disabled", .bool(true))])),
      ViewNode(.button(title: "Save", style: .bordered), id: "save"),
    ])
    let (result, canvas) = draw(root, on: plainScreen, viewport: plainViewport, direction: direction)
    // Controls are drawn in the rows their heights give them.
    let delete = plainViewport.steadyCells(for: result.node(withID: "delete")!.frame)
    let save = plainViewport.steadyCells(for: result.node(withID: "save")!.frame)
    let dimmed = canvas.cells(with: .disabled)
    #expect(dimmed.contains([delete.minColumn, delete.minRow]))
    #expect(dimmed.allSatisfy { delete.contains(column: $0[0], row: $0[1]) })
    #expect(canvas[delete.midColumn, delete.minRow].character == "┄")
    #expect(canvas[delete.minColumn, delete.midRow].character == "┆")
    #expect(canvas.text(row: delete.midRow, from: delete.minColumn, count: delete.width).contains("Delete"))
    // The enabled button keeps its solid outline and roles.
    #expect(canvas[save.midColumn, save.minRow].character == "─")
    #expect(canvas[save.midColumn, save.minRow].role == .control)
  }

  @Test func theBuiltInThemeAndEveryBundledThemeDimDisabledCells() {
    #expect(Theme.builtIn.styles[.disabled]?.dim == true)
  }

  func vStackNode(_ children: [ViewNode]) -> ViewNode {
    ViewNode(.vStack(spacing: 16), children: children)
  }
}
