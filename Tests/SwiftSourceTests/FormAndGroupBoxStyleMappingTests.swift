import LayoutEngine
import Testing

@testable import SwiftSource

/// `formStyle` and `groupBoxStyle` in Swift source: iOS's styles are read without a warning (and
/// drawn as iOS's grouped form and default group box); a custom group box style is a warning.
@Suite("form and group box styles in Swift source")
struct FormAndGroupBoxStyleMappingTests {
  @Test("formStyle(.columns) and groupBoxStyle(.automatic) are read, with no warning")
  func styles() throws {
    let tree = try mapped(
      body: """
        VStack {
          Form { Text("a") }.formStyle(.columns)
          GroupBox("Storage") { Text("b") }
        }
        .groupBoxStyle(.automatic)
        """)
    #expect(messages(tree) == [])
    #expect(tree.body.children[0].element == .list(style: .insetGrouped, isForm: true))
    #expect(tree.body.children[1].element == .groupBox)
  }

  @Test("a custom group box style is a warning naming it")
  func customGroupBoxStyle() throws {
    let tree = try mapped(body: #"GroupBox("Storage") { Text("b") }.groupBoxStyle(CardStyle())"#)
    #expect(tree.body.element == .groupBox)
    #expect(messages(tree).count == 1)
    #expect(messages(tree).first?.contains("CardStyle") == true)
  }
}
