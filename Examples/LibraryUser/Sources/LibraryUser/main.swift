import LayoutEngine

// A sign-in screen as SwiftUI would write it: a title, a field and a full-width button.
let screen = ViewNode(
  .vStack(alignment: .leading, spacing: 16),
  children: [
    ViewNode(.text("Welcome back"), modifiers: [.font(Font(style: .largeTitle))], id: "title"),
    ViewNode(.textField(placeholder: "Email"), id: "email"),
    ViewNode(
      .button(title: "Sign In", style: .prominent),
      modifiers: [.frame(FrameSpec(maxWidth: .infinity))], id: "signIn"),
  ],
  modifiers: [.padding(EdgeInsets(all: 20))])

// A 402 × 874 pt iPhone screen in portrait with its safe area, in right-to-left Arabic.
let context = LayoutContext(
  containerSize: Size(width: 402, height: 874),
  safeAreaInsets: PhysicalInsets(top: 62, bottom: 34),
  layoutDirection: .rightToLeft, language: .arabic)

let result = LayoutEngine.layout(screen, in: context)
func points(_ value: Double) -> String { String((value * 10).rounded() / 10) }
for (index, node) in result.nodes.enumerated() {
  let frame = node.frame
  let lines = node.text?.lines.map(\.text) ?? []
  print(
    result.path(of: index), node.element.typeName, node.id ?? "-",
    "\(points(frame.minX)),\(points(frame.minY)) \(points(frame.width))×\(points(frame.height))", lines)
}

// Leading is the right side in right to left: the title hugs the right edge, inside the padding.
let title = result.node(withID: "title")!
precondition(abs(title.frame.maxX - (402 - 20)) < 0.001, "the title should end 20 pt from the right edge")

// A custom layout, written in Swift as SwiftUI's `Layout`: tags in rows that wrap at the width.
struct TagCloud: Layout {
  var spacing: Double

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
    let frames = arrange(subviews, width: proposal.width ?? .infinity)
    return Size(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (subview, frame) in zip(subviews, arrange(subviews, width: bounds.width)) {
      subview.place(
        at: Point(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        proposal: ProposedViewSize(frame.size))
    }
  }

  /// Each tag at its ideal size, leading to trailing, on a new row when it would pass `width`.
  func arrange(_ subviews: Subviews, width: Double) -> [Rect] {
    var frames: [Rect] = []
    var x = 0.0
    var y = 0.0
    var rowHeight = 0.0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0 && x + size.width > width {
        (x, y, rowHeight) = (0, y + rowHeight + spacing, 0)
      }
      frames.append(Rect(origin: Point(x: x, y: y), size: size))
      (x, rowHeight) = (x + size.width + spacing, max(rowHeight, size.height))
    }
    return frames
  }
}

let tags = ["Swift", "Layout", "Right to left", "Dynamic Type", "Previews", "Wireframes"]
let cloud = ViewNode(
  .layout(TagCloud(spacing: 8)),
  children: tags.enumerated().map { n, tag in
    ViewNode(.text(tag), modifiers: [.padding(EdgeInsets(all: 6))], id: "tag\(n)")
  }, id: "tags")
let tagResult = LayoutEngine.layout(
  cloud, in: LayoutContext(containerSize: Size(width: 240, height: 400), layoutDirection: .leftToRight))
for n in tags.indices {
  let frame = tagResult.node(withID: "tag\(n)")!.frame
  let size = "\(points(frame.width))×\(points(frame.height))"
  print("tag\(n)", "\(points(frame.minX)),\(points(frame.minY)) \(size)")
}

// The tags wrap inside the 240 pt width: more than one row, none past the right edge.
let rows = Set(tags.indices.map { tagResult.node(withID: "tag\($0)")!.frame.minY })
precondition(rows.count > 1, "the tags should wrap onto more than one row")
precondition(tags.indices.allSatisfy { tagResult.node(withID: "tag\($0)")!.frame.maxX <= 240.001 })
