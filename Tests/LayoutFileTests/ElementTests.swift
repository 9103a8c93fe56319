import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// Elements only a layout file spells parse to the right `Element`, with SwiftUI's defaults;
/// arguments may be siblings of the element key; containers take `content` or a list.
@Suite struct ElementTests {
  /// What only a layout file spells: `{}` and a bare name for no arguments, `axes:`, a photo's
  /// natural size, a toggle or slider without its value. The spellings both syntaxes share are
  /// stated once for both readers in Tests/LayoutMappingTests/ElementTests.swift.
  static let cases: [(String, Element)] = [
    ("VStack: {}", .vStack(alignment: .center, spacing: nil)),
    ("Spacer", .spacer(minLength: nil)),
    ("ScrollView: {}", .scrollView(axis: .vertical)),
    ("ScrollView: {axes: [horizontal]}", .scrollView(axis: .horizontal)),
    (
      "Image: {photo: beach, width: 800, height: 600, resizable: true}",
      .image(.photo("beach", naturalSize: Size(width: 800, height: 600)), resizable: true)
    ),
    ("Image: beach", .image(.photo("beach", naturalSize: Size(width: 400, height: 300)), resizable: false)),
    (
      "Image: {photo: p, width: 200}",
      .image(.photo("p", naturalSize: Size(width: 200, height: 150)), resizable: false)
    ),
    ("SecureField: PIN", .secureField(placeholder: "PIN", text: nil)),
    ("Toggle: Wi-Fi", .toggle(title: "Wi-Fi", isOn: false)),
    ("Slider: {}", .slider(value: 0.5)),
  ]

  @Test(arguments: cases) func elementParses(yaml: String, expected: Element) throws {
    #expect(try body(yaml).element == expected)
  }

  @Test func argumentsMayBeSiblingsOfTheElementKey() throws {
    let node = try body("Button: Save\nstyle: bordered\ncontrolSize: large")
    #expect(node.element == .button(title: "Save", style: .bordered, controlSize: .large))
    let label = try body("Label: Inbox\nsystemImage: tray")
    #expect(label.element == .label(title: "Inbox", systemImage: "tray"))
  }

  @Test func containersTakeContentOrAList() throws {
    let listed = try body("HStack:\n  - Text: a\n  - Divider")
    let content = try body("HStack: {}\ncontent:\n  - Text: a\n  - Divider")
    #expect(listed.children.map(\.element) == [.text("a"), .divider])
    #expect(content.children.map(\.element) == [.text("a"), .divider])
    #expect(listed.children[1].source == at(4, 7))
  }
}
