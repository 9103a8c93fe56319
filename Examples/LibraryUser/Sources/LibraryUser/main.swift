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
