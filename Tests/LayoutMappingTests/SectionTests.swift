import LayoutEngine
import Testing

/// A section's header and footer as a layout file and as SwiftUI write them: the header is the
/// section's first child, the footer its last, in footnotes; `Section("Title")` is a header.
@Suite("Sections in both syntaxes")
struct SectionTests {
  @Test("a header and a footer are the section's first and last children, the footer in footnotes")
  func headerAndFooter() throws {
    let both = try bothSyntaxes(
      yaml: "Section:\n  header: ACCOUNT\n  footer: Shown to others.\n  content:\n    - Text: Name",
      swift: """
        Section {
          Text("Name")
        } header: {
          Text("ACCOUNT")
        } footer: {
          Text("Shown to others.")
        }
        """)
    #expect(both.swift.warnings.map(\.description) == [])
    for node in both.bodies {
      #expect(node.element == .section(hasHeader: true, hasFooter: true))
      #expect(node.children.map(\.element) == [.text("ACCOUNT"), .text("Name"), .text("Shown to others.")])
      // The header's font comes from its section (footnote, or larger with `headerProminence`).
      #expect(node.children.first?.modifiers == [])
      #expect(node.children.last?.modifiers == [.font(Font(style: .footnote))])
    }
  }

  @Test("a section's title is its header, as Section(\"Title\") writes it")
  func title() throws {
    let both = try bothSyntaxes(
      yaml: "List:\n  - Section: Account\n    content: [{Text: Name}]",
      swift: "List { Section(\"Account\") { Text(\"Name\") } }")
    #expect(both.swift.warnings.map(\.description) == [])
    for list in both.bodies {
      let section = list.children[0]
      #expect(section.element == .section(hasHeader: true, hasFooter: false))
      #expect(section.children.map(\.element) == [.text("Account"), .text("Name")])
    }
  }
}
