import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The views of issue 11 as layout files spell them: a section's title and header together, a
/// button's role, `ForEach` over items or a count, a picker's title, selection and options, a
/// navigation link's title and value; and the two sample screens that use them. What both
/// syntaxes spell alike is tested for both readers in Tests/LayoutMappingTests.
@Suite("View elements in layout files")
struct ViewElementTests {
  @Test("a Section's title and header are one: giving both is an error at the mapping")
  func sectionTitle() throws {
    // That a title is the header is tested for both readers in Tests/LayoutMappingTests/SectionTests.swift.
    let both = diagnostic("body:\n  Section: {title: A, header: B}")
    #expect(both?.message.contains("give 'title' or 'header', not both") == true)
    #expect(both?.location == at(2, 23))
  }

  @Test("a Button's role SwiftUI does not have is an error naming the roles")
  func buttonSpellings() throws {
    // A symbol and a role are read by both readers: Tests/LayoutMappingTests/ElementTests.swift.
    #expect(
      diagnostic("body:\n  Button: {title: Delete, role: destroy}")?.message.contains("destructive") == true)
  }

  @Test("ForEach takes items or a count; $0 stays in the template until layout")
  func forEach() throws {
    let node = try body("ForEach:\n  items: [A, B]\n  content: [{Text: Row $0}]")
    #expect(node.element == .forEach(.items(["A", "B"])))
    #expect(node.children.map(\.element) == [.text("Row $0")])
    #expect(try body("ForEach: 3\ncontent: [{Text: $0}]").element == .forEach(.count(3)))
    #expect(diagnostic("body:\n  ForEach: {content: [{Text: a}]}")?.message.contains("'items'") == true)
    #expect(
      diagnostic("body:\n  ForEach: {items: [a], count: 2, content: [{Text: a}]}")?.message
        == "give either 'items' or 'count', not both")
    #expect(
      diagnostic("body:\n  ForEach: {count: 501, content: [{Text: a}]}")?.message.contains("at most 500")
        == true)
    #expect(
      diagnostic("body:\n  ForEach: {items: a, content: [{Text: a}]}")?.message.contains("a list") == true)
  }

  @Test("a picker's children are its title, its selection, then its options")
  func picker() throws {
    let node = try body(
      "Picker:\n  title: Sort\n  style: segmented\n  options: [Name, Date]\n  content: [{Text: Size}]")
    #expect(node.element == .picker(.segmented))
    #expect(
      node.children.map(\.element) == [
        .text("Sort"), .text("Name"), .text("Name"), .text("Date"), .text("Size"),
      ])
    #expect(try body("Picker: {title: A, style: automatic, options: [x]}").element == .picker(.menu))
    #expect(try body("Picker: {title: A, selection: y, options: [x]}").children[1].element == .text("y"))
  }

  @Test("a navigation link's title is its label; its content follows as the value")
  func navigationLink() throws {
    let node = try body("NavigationLink: {title: Wi-Fi, content: [{Text: Home}]}")
    #expect(node.element == .navigationLink)
    #expect(node.children.map(\.element) == [.text("Wi-Fi"), .text("Home")])
    let labelOnly = try body("NavigationLink:\n  - Label: {title: Inbox, systemImage: tray}")
    #expect(labelOnly.children.map(\.element) == [.label(title: "Inbox", systemImage: "tray")])
  }

  @Test("the preferences and profile samples lay out their rows, one per ForEach item")
  func samples() throws {
    let context = LayoutContext(containerSize: Size(width: 393, height: 852))
    let preferences = try LayoutFileParser.load(path: SampleLayoutTests.directory + "/preferences.yaml")
    let result = LayoutEngine.layout(preferences.body, in: context)
    let badges = (0..<3).compactMap { result.node(withID: "badge-\($0)")?.text?.lines.first?.text }
    #expect(badges == ["Inbox", "VIP", "Flagged"])
    #expect(result.node(withID: "security")?.element == .navigationLink)
    #expect(result.node(withID: "text-size")?.frame.height == 32)
    let profile = try LayoutFileParser.load(path: SampleLayoutTests.directory + "/profile.yaml")
    let rows = LayoutEngine.layout(profile.body, in: context)
    #expect((0..<3).allSatisfy { rows.node(withID: "note-\($0)") != nil })
  }
}
