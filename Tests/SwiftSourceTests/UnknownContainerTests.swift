import LayoutEngine
import SwiftSource
import Testing

/// A view from a package that is given content (`WithPerceptionTracking { … }`, `CardView { … }`)
/// draws that content, as a vertical stack under its name in an outline; only a view with nothing
/// inside is a leaf placeholder box.
@Suite("Unknown containers draw their content")
struct UnknownContainerTests {
  private let source = """
    import SwiftUI
    import ComposableArchitecture

    struct FeatureView: View {
      var body: some View {
        WithPerceptionTracking {
          VStack {
            Text("Inbox")
            CardView(title: "Today") {
              Text("Three new messages")
              Button("Open") {}
            }
            SalesChart(data: [1, 2, 3])
            RefreshControl { store.send(.refresh) }
          }
        }
      }
    }

    #Preview { FeatureView() }
    """

  /// The element types of a tree, depth first, with the main strings of texts.
  private func shape(_ node: ViewNode) -> [String] {
    var name = node.element.typeName
    if case .textual(.text(let text)) = node.element { name += " \(text)" }
    if case .shape(.placeholder(let label)) = node.element { name += " \(label)" }
    return [name] + node.children.flatMap(shape)
  }

  @Test(
    "the content of WithPerceptionTracking and of CardView is drawn, each under its name; a chart with no content is a box"
  )
  func content() throws {
    let program = try program(source)
    let mapped = program.tree(of: program.previews[0])
    #expect(
      shape(mapped.body) == [
        "VStack", "Text WithPerceptionTracking", "VStack",
        "VStack", "Text Inbox",
        "VStack", "Text CardView", "VStack", "Text Three new messages", "Button",
        "Placeholder SalesChart", "Placeholder RefreshControl",
      ])
    // Outlined: the container's background is a rounded rectangle.
    #expect(
      mapped.body.modifiers.contains {
        if case .background(let view, _) = $0, case .shape(.roundedRectangle) = view.element {
          true
        } else {
          false
        }
      })
    let messages = mapped.warnings.map(\.message)
    #expect(
      messages.contains(
        "'CardView' is neither a SwiftUI view nor declared in the files read; its content is drawn in an outlined stack labelled with its name"
      ))
    #expect(
      messages.contains(
        "'SalesChart' is neither a SwiftUI view nor declared in the files read; drawn as a placeholder"))
  }
}
