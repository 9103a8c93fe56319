import LayoutEngine
import LayoutMapping
import SwiftSource
import Testing

/// An expression the preview cannot evaluate is drawn as a short `‹title›` on one line, however
/// long or many-lined the code; the warning names it as written, at its `file:line:column`.
@Suite("placeholder titles")
struct PlaceholderTitleTests {
  @Test(
    "long expressions keep their shape with closures, arguments and literals left out",
    arguments: [
      ("model.title", "model.title"),
      (".seconds(60).formatted(.units())", ".seconds(60).formatted(.units())"),
      ("model.items.map { item in item.name }.joined(separator: \", \")", "model.items.map {…}.joined(…)"),
      ("store.state.accounts.filter { $0.isActive }.count", "store.state.accounts.filter {…}…"),
      ("viewModel.sections[selectedIndex].rows.first?.title ?? \"\"", "viewModel.sections[…].rows.firs…"),
      ("formatter.string(from: NSNumber(value: 3))", "formatter.string(…)"),
      ("line one\nline two", "line one line two"),
    ])
  func titles(expression: String, title: String) {
    #expect(Placeholder.title(of: expression) == title)
    #expect(Placeholder.title(of: expression).count <= Placeholder.titleLength)
  }

  @Test("a Text of a many-lined unknown expression is one short line on a phone")
  func drawnShort() throws {
    let preview = try mapped(
      """
      import SwiftUI
      struct Summary: View {
        @State private var model = FeedModel()
        var body: some View {
          Text(
            model.items
              .filter { item in item.isVisible && !item.isArchived }
              .map { item in item.name }
              .joined(separator: ", ")
          )
        }
      }
      #Preview { Summary() }
      """)
    #expect(preview.body.element == .text("‹model.items .filter {…}›"))
    let laidOut = LayoutEngine.layout(
      preview.body, in: LayoutContext(containerSize: Size(width: 402, height: 874)))
    #expect(laidOut.nodes[0].frame.height < 30)
    #expect(
      messages(preview).first?.hasPrefix(
        "6:7: 'model.items .filter { item in item.isVisible && !item.isArc…' cannot be known") == true)
  }
}
