import LayoutEngine
import Testing

/// Views as a layout file and as SwiftUI write them read to the same element, with SwiftUI's
/// defaults: each case states its element once and both readers must give it. What only a layout
/// file spells (a bare name, `{}` for no arguments, a photo's natural size) is tested with its
/// reader (Tests/LayoutFileTests/ElementTests.swift).
@Suite("Elements in both syntaxes")
struct ElementTests {
  /// A view as a layout file's node and as SwiftUI's call, and the element both give.
  typealias Case = Spelling<Element>

  static let cases: [Case] = [
    Case(
      yaml: "VStack: {alignment: trailing, spacing: 8, content: [{Text: a}]}",
      swift: "VStack(alignment: .trailing, spacing: 8) { Text(\"a\") }",
      expected: .vStack(alignment: .trailing, spacing: 8)),
    Case(
      yaml: "VStack: [{Text: a}]", swift: "VStack { Text(\"a\") }",
      expected: .vStack(alignment: .center, spacing: nil)),
    Case(
      yaml: "HStack: {alignment: top, spacing: 0, content: [{Text: a}]}",
      swift: "HStack(alignment: .top, spacing: 0) { Text(\"a\") }",
      expected: .hStack(alignment: .top, spacing: 0)),
    Case(
      yaml: "ZStack: {alignment: bottomTrailing, content: [{Text: a}]}",
      swift: "ZStack(alignment: .bottomTrailing) { Text(\"a\") }",
      expected: .zStack(alignment: .bottomTrailing)),
    Case(yaml: "Spacer: {}", swift: "Spacer()", expected: .spacer(minLength: nil)),
    Case(yaml: "Spacer: {minLength: 12}", swift: "Spacer(minLength: 12)", expected: .spacer(minLength: 12)),
    Case(
      yaml: "ScrollView: [{Text: a}]", swift: "ScrollView { Text(\"a\") }",
      expected: .scrollView(axis: .vertical)),
    Case(
      yaml: "ScrollView: {axis: horizontal, content: [{Text: a}]}",
      swift: "ScrollView(.horizontal) { Text(\"a\") }",
      expected: .scrollView(axis: .horizontal)),
    Case(yaml: "Text: Hello, world", swift: "Text(\"Hello, world\")", expected: .text("Hello, world")),
    Case(yaml: "Text: \"42\"", swift: "Text(\"42\")", expected: .text("42")),
    Case(
      yaml: "Image: {systemName: star.fill}", swift: "Image(systemName: \"star.fill\")",
      expected: .image(.symbol("star.fill"), resizable: false)),
    Case(
      yaml: "Label: {title: Inbox, systemImage: tray}", swift: "Label(\"Inbox\", systemImage: \"tray\")",
      expected: .label(title: "Inbox", systemImage: "tray")),
    Case(
      yaml: "Button: OK", swift: "Button(\"OK\") {}",
      expected: .button(title: "OK", style: .plain, controlSize: .regular)),
    Case(
      yaml: "Button: {title: OK, style: borderedProminent, controlSize: large}",
      swift: "Button(\"OK\") {}.buttonStyle(.borderedProminent).controlSize(.large)",
      expected: .button(title: "OK", style: .prominent, controlSize: .large)),
    Case(
      yaml: "Button: {title: OK, style: bordered, controlSize: small}",
      swift: "Button(\"OK\") {}.buttonStyle(.bordered).controlSize(.small)",
      expected: .button(title: "OK", style: .bordered, controlSize: .small)),
    Case(
      yaml: "Button: {title: Add, systemImage: plus}", swift: "Button(\"Add\", systemImage: \"plus\") {}",
      expected: .button(title: "Add", systemImage: "plus")),
    Case(
      yaml: "Button: {title: Delete, role: destructive}", swift: "Button(\"Delete\", role: .destructive) {}",
      expected: .button(title: "Delete", role: .destructive)),
    Case(
      yaml: "TextField: {placeholder: Name, text: Ann}",
      swift: "TextField(\"Name\", text: .constant(\"Ann\"))",
      expected: .textField(placeholder: "Name", text: "Ann")),
    // An empty field shows its placeholder: empty text is no text.
    Case(
      yaml: "TextField: {placeholder: Email, text: \"\"}",
      swift: "TextField(\"Email\", text: .constant(\"\"))",
      expected: .textField(placeholder: "Email", text: nil)),
    Case(
      yaml: "SecureField: {placeholder: PIN, text: \"\"}",
      swift: "SecureField(\"PIN\", text: .constant(\"\"))",
      expected: .secureField(placeholder: "PIN", text: nil)),
    Case(
      yaml: "Toggle: {title: Wi-Fi, isOn: false}", swift: "Toggle(\"Wi-Fi\", isOn: .constant(false))",
      expected: .toggle(title: "Wi-Fi", isOn: false)),
    Case(
      yaml: "Toggle: {title: Wi-Fi, isOn: true}", swift: "Toggle(\"Wi-Fi\", isOn: .constant(true))",
      expected: .toggle(title: "Wi-Fi", isOn: true)),
    Case(yaml: "Slider: 0.25", swift: "Slider(value: .constant(0.25))", expected: .slider(value: 0.25)),
    Case(yaml: "ProgressView: {}", swift: "ProgressView()", expected: .progressView(.circular)),
    Case(
      yaml: "ProgressView: {value: 0.3}", swift: "ProgressView(value: 0.3)",
      expected: .progressView(.linear(0.3))),
    Case(yaml: "Divider: {}", swift: "Divider()", expected: .divider),
    Case(yaml: "Rectangle: {}", swift: "Rectangle()", expected: .rectangle),
    Case(yaml: "Color: blue", swift: "Color.blue", expected: .color("blue")),
  ]

  @Test("each view reads to the same element from a layout file and from Swift", arguments: cases)
  func sameElement(_ spelling: Case) throws {
    let both = try bothSyntaxes(yaml: spelling.yaml, swift: spelling.swift)
    #expect(both.swift.warnings.map(\.description) == [])
    for body in both.bodies { #expect(body.element == spelling.expected) }
    #expect(outline(both.swift.body) == outline(both.yaml.body))
  }
}
