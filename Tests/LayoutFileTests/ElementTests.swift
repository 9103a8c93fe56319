import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// Each element parses to the right `Element`, with SwiftUI's defaults.
@Suite struct ElementTests {
  static let cases: [(String, Element)] = [
    ("VStack: {alignment: trailing, spacing: 8}", .vStack(alignment: .trailing, spacing: 8)),
    ("VStack: {}", .vStack(alignment: .center, spacing: nil)),
    ("HStack: {alignment: top, spacing: 0}", .hStack(alignment: .top, spacing: 0)),
    ("ZStack: {alignment: bottomTrailing}", .zStack(alignment: .bottomTrailing)),
    ("Spacer: {}", .spacer(minLength: nil)),
    ("Spacer: {minLength: 12}", .spacer(minLength: 12)),
    ("Spacer", .spacer(minLength: nil)),
    ("ScrollView: {}", .scrollView(axis: .vertical)),
    ("ScrollView: {axis: horizontal}", .scrollView(axis: .horizontal)),
    ("ScrollView: {axes: [horizontal]}", .scrollView(axis: .horizontal)),
    ("Text: Hello, world", .text("Hello, world")),
    ("Text: \"42\"", .text("42")),
    ("Image: {systemName: star.fill}", .image(.symbol("star.fill"), resizable: false)),
    (
      "Image: {photo: beach, width: 800, height: 600, resizable: true}",
      .image(.photo("beach", naturalSize: Size(width: 800, height: 600)), resizable: true)
    ),
    ("Image: beach", .image(.photo("beach", naturalSize: Size(width: 400, height: 300)), resizable: false)),
    (
      "Image: {photo: p, width: 200}",
      .image(.photo("p", naturalSize: Size(width: 200, height: 150)), resizable: false)
    ),
    ("Label: {title: Inbox, systemImage: tray}", .label(title: "Inbox", systemImage: "tray")),
    ("Button: OK", .button(title: "OK", style: .plain, controlSize: .regular)),
    (
      "Button: {title: OK, style: borderedProminent, controlSize: large}",
      .button(title: "OK", style: .prominent, controlSize: .large)
    ),
    (
      "Button: {title: OK, style: bordered, controlSize: small}",
      .button(title: "OK", style: .bordered, controlSize: .small)
    ),
    ("TextField: {placeholder: Name, text: Ann}", .textField(placeholder: "Name", text: "Ann")),
    ("SecureField: PIN", .secureField(placeholder: "PIN", text: nil)),
    // An empty field shows its placeholder: empty text is no text.
    (#"TextField: {placeholder: Email, text: ""}"#, .textField(placeholder: "Email", text: nil)),
    (#"SecureField: {placeholder: PIN, text: ""}"#, .secureField(placeholder: "PIN", text: nil)),
    ("Toggle: Wi-Fi", .toggle(title: "Wi-Fi", isOn: false)),
    ("Toggle: {title: Wi-Fi, isOn: true}", .toggle(title: "Wi-Fi", isOn: true)),
    ("Slider: {}", .slider(value: 0.5)),
    ("Slider: 0.25", .slider(value: 0.25)),
    ("ProgressView: {}", .progressView(.circular)),
    ("ProgressView: {value: 0.3}", .progressView(.linear(0.3))),
    ("Divider: {}", .divider),
    ("Rectangle: {}", .rectangle),
    ("Color: blue", .color("blue")),
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
