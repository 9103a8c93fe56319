import Devices
import LayoutEngine
import TestSupport
import Testing

@testable import Wireframe

/// Prints a rendered phone so a person can look at it in the test log, and checks its outline.
@Test func renderedPhoneLooksLikeAPhone() throws {
  let screen = try device("iPhone 17 Pro").screen(.portrait)
  let root = ViewNode(
    .vStack(alignment: .leading, spacing: 8),
    children: [
      text("Settings", id: "title"),
      ViewNode(.toggle(title: "Wi-Fi", isOn: true)),
      ViewNode(.textField(placeholder: "Name", text: nil)),
      ViewNode(.slider(value: 0.3)),
      ViewNode(.progressView(.linear(0.5))),
      ViewNode(.divider),
      ViewNode(.label(title: "Favourites", systemImage: "star")),
      box(200, 60),
      ViewNode(.button(title: "Continue", style: .prominent, controlSize: .large)),
      ViewNode(.button(title: "Cancel", style: .bordered, controlSize: .regular)),
    ],
    modifiers: [.padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))])
  let result = LayoutEngine.layout(root, in: screen.context())
  let canvas = Wireframe.render(result, on: screen, width: 60, options: .init(showsSafeArea: true))
  print(canvas.lines.joined(separator: "\n"))
  #expect(canvas.lines[0].hasPrefix("╭"))
  #expect(canvas.lines[0].hasSuffix("╮"))
}
