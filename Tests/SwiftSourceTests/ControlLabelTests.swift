import LayoutEngine
import LayoutMapping
import SwiftSource
import Testing

/// A `Button`'s or `Menu`'s label given as content is drawn as that content inside the control,
/// in the control's style, at the frames SwiftUI gives it; a label that is only a title is the
/// control's own title.
@Suite("control labels given as content")
struct ControlLabelTests {
  let phone = LayoutContext(containerSize: Size(width: 402, height: 874))

  /// The placed nodes of `body`'s preview, laid out on a phone.
  func placed(_ body: String) throws -> [PlacedNode] {
    LayoutEngine.layout(try mapped(body: body).body, in: phone).nodes
  }

  @Test("a Label in a button's label: is the button's title and symbol, as Button(_:systemImage:)")
  func labelAsTitleAndSymbol() throws {
    let preview = try mapped(body: #"Button { } label: { Label("Add", systemImage: "plus") }"#)
    #expect(preview.body.element == .button(title: "Add", style: .plain, systemImage: "plus"))
    #expect(preview.body.children.isEmpty)
    #expect(messages(preview) == [])
  }

  @Test("an HStack of a symbol and a title is drawn inside a bordered button, padded by its insets")
  func stackInBorderedButton() throws {
    let body = """
      Button { } label: {
        HStack {
          Image(systemName: "cart")
          Text("Checkout")
        }
      }
      .buttonStyle(.bordered)
      """
    let preview = try mapped(body: body)
    #expect(messages(preview) == [])
    guard case .control(.button(let title, .bordered, _, _, _, _, _)) = preview.body.element else {
      Issue.record("not a bordered button: \(preview.body.element)")
      return
    }
    #expect(title == "")
    #expect(preview.body.children.map(\.element.typeName) == ["HStack"])
    #expect(preview.body.children[0].children.map(\.element) == [.image(.symbol("cart")), .text("Checkout")])
    let nodes = try placed(body)
    let button = try #require(nodes.first { $0.element.typeName == "Button" })
    let stack = try #require(nodes.first { $0.element.typeName == "HStack" })
    // The style's insets around the label (12 × 7 pt at the regular control size), centred on screen.
    let (h, v) = (12.0, 7.0)
    #expect(button.frame.width == stack.frame.width + 2 * h)
    #expect(button.frame.height == stack.frame.height + 2 * v)
    #expect(stack.frame.minX == button.frame.minX + h)
    #expect(stack.frame.minY == button.frame.minY + v)
    #expect(nodes.contains { $0.element == .text("Checkout") })
  }

  @Test("a VStack of a title and a subtitle stays two lines inside a plain button")
  func twoLinesInPlainButton() throws {
    let body = """
      Button { } label: {
        VStack(alignment: .leading) {
          Text("Title")
          Text("Subtitle").font(.caption)
        }
      }
      """
    let nodes = try placed(body)
    let button = try #require(nodes.first { $0.element.typeName == "Button" })
    let title = try #require(nodes.first { $0.element == .text("Title") })
    let subtitle = try #require(nodes.first { $0.element == .text("Subtitle") })
    // A plain button is its label: no insets, both lines inside it, one above the other.
    #expect(subtitle.frame.minY >= title.frame.maxY)
    #expect(button.frame.minY == title.frame.minY)
    #expect(button.frame.maxY == subtitle.frame.maxY)
  }

  @Test("a trailing-closure label after action: is the label; a title's trailing closure is the action")
  func trailingLabel() throws {
    let labelled = try mapped(
      body: #"Button(action: {}) { HStack { Image(systemName: "star"); Text("Favourite") } }"#)
    #expect(labelled.body.children.map(\.element.typeName) == ["HStack"])
    let action = try mapped(body: #"Button("Save") { print("saved") }"#)
    #expect(action.body.element == .button(title: "Save", style: .plain))
    #expect(action.body.children.isEmpty)
    let text = try mapped(body: #"Button(action: {}) { Text("Done") }"#)
    #expect(text.body.element == .button(title: "Done", style: .plain))
  }

  @Test("an image alone in a label is drawn in the button, in its style")
  func imageLabel() throws {
    let preview = try mapped(
      body: #"Button { } label: { Image(systemName: "plus") }.buttonStyle(.borderedProminent)"#)
    guard case .control(.button(_, .prominent, _, _, _, _, _)) = preview.body.element else {
      Issue.record("not a prominent button: \(preview.body.element)")
      return
    }
    #expect(preview.body.children.map(\.element) == [.image(.symbol("plus"))])
  }

  @Test("a Menu's label given as a Label is drawn whole as the menu's label, its items hidden")
  func menuLabel() throws {
    let body = """
      Menu {
        Button("Name") { }
        Button("Date") { }
      } label: {
        Label("Sort", systemImage: "arrow.up.arrow.down")
      }
      """
    let preview = try mapped(body: body)
    #expect(messages(preview) == [])
    #expect(preview.body.element == .menu)
    #expect(preview.body.children.first?.element.typeName == "Label")
    let nodes = try placed(body)
    let menu = try #require(nodes.first { $0.element == .menu })
    let label = try #require(nodes.first { $0.element.typeName == "Label" })
    #expect(label.frame == menu.frame)
    let items = nodes.filter { $0.element.typeName == "Button" }
    #expect(items.count == 2)
    #expect(items.allSatisfy { $0.isHidden })
    // A text label is still the menu's title.
    let titled = try mapped(body: #"Menu { Button("A") { } } label: { Text("More") }"#)
    #expect(titled.body.children.first?.element == .text("More"))
  }
}
