import LayoutEngine
import SwiftSource
import Testing

/// Every element of a tree, depth first (the node's own, then its children's).
func elements(_ node: ViewNode) -> [Element] {
  [node.element] + node.children.flatMap(elements)
}

/// SwiftUI's other spellings of what the vocabulary draws, as a real app writes them: values in
/// their own range, formatted text, tagged selections, UIKit and asset colours, `EditButton`.
/// (Baseline alignments, spelled alike in both syntaxes, are tested in both by
/// `BaselineAlignmentTests` in Tests/LayoutMappingTests.)
@Suite("SwiftUI's other spellings")
struct SwiftUISpellingTests {
  @Test("a slider's value in its range and a progress total are the fraction drawn")
  func rangesAndTotals() throws {
    let tree = try mapped(
      body: """
        @Previewable @State var budget = 1000.0
        VStack {
          Slider(value: $budget, in: 100...10_000, step: 100) { Text("Budget") }
          Slider(value: .constant(150), in: 0...100)
          ProgressView(value: 650, total: 1800)
          Stepper("3 nights", value: .constant(3), in: 1...60)
          NavigationLink("Details", value: 42)
        }
        """)
    #expect(tree.warnings.isEmpty, "\(messages(tree))")
    let children = tree.body.children.map(\.element)
    #expect(children[0] == .slider(value: 900.0 / 9900.0))
    #expect(children[1] == .slider(value: 1), "a value past the range is at its end")
    #expect(children[2] == .progressView(.linear(650.0 / 1800.0)))
    #expect(children[3] == .stepper(title: "3 nights"))
  }

  @Test("formatted numbers and dates read as SwiftUI shows them")
  func formattedText() throws {
    let tree = try mapped(
      body: """
        let budget = 1800.0
        VStack {
          Text(budget, format: .currency(code: "EUR"))
          Text(1234567, format: .number)
          Text(0.65, format: .percent)
          Text(Date.now, style: .date)
          Text(Date(), style: .time)
          Text(Date.now, format: .dateTime.day().month())
        }
        """)
    #expect(tree.warnings.isEmpty, "\(messages(tree))")
    #expect(
      tree.body.children.map(\.element) == [
        .text("€1,800.00"), .text("1,234,567"), .text("65%"), .text("Jan 1, 2026"), .text("9:41 AM"),
        // `.dateTime` with a day and a month only, as SwiftUI writes it.
        .text("Jan 1"),
      ])
  }

  @Test("a picker shows the option tagged with its selection; a date picker its components or the time set")
  func selections() throws {
    let tree = try mapped(
      """
      import SwiftUI
      enum Kind: CaseIterable, Identifiable { case city, beach; var id: Self { self } }
      struct Form: View {
        @State private var kind: Kind = .beach
        @State private var start = Date.now
        @State private var end = Calendar.current.date(bySettingHour: 19, minute: 5, second: 0, of: .now)!
        @State private var alarm = Calendar.current.date(bySettingHour: 0, minute: 30, second: 0, of: Date()) ?? .now
        var body: some View {
          VStack {
            Picker("Kind", selection: $kind) {
              ForEach(Kind.allCases) { kind in
                Text(kind == .city ? "City" : "Beach").tag(kind)
              }
            }
            DatePicker("Starts", selection: $start, displayedComponents: .hourAndMinute)
            DatePicker("Ends", selection: $end, displayedComponents: .hourAndMinute)
            DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
          }
        }
      }
      #Preview { Form() }
      """)
    #expect(tree.warnings.isEmpty, "\(messages(tree))")
    let picker = tree.body.children[0]
    #expect(elements(picker).contains(.text("Beach")))
    #expect(
      elements(picker).firstIndex(of: .text("Beach"))! < elements(picker).firstIndex(of: .text("City"))!)
    #expect(elements(tree.body.children[1]).contains(.button(title: "9:41 AM", style: .bordered)))
    // A time the app sets on today's date is the time shown.
    #expect(elements(tree.body.children[2]).contains(.button(title: "7:05 PM", style: .bordered)))
    #expect(elements(tree.body.children[3]).contains(.button(title: "12:30 AM", style: .bordered)))
  }

  @Test("UIKit, asset and component colours and shape styles fill as the nearest named colour")
  func colors() throws {
    let tree = try mapped(
      body: """
        VStack {
          Color(.secondarySystemBackground)
          Color(uiColor: .systemBlue)
          Color("Brand")
          Color(red: 0.2, green: 0.4, blue: 0.6)
          Text("Tinted").background(.tint)
          Text("Frosted").background(.ultraThinMaterial)
        }
        """)
    #expect(tree.warnings.isEmpty, "\(messages(tree))")
    #expect(
      tree.body.children.prefix(4).map(\.element) == [
        // (0.2, 0.4, 0.6) is nearest indigo (88, 86, 214 of 255) among the standard colours.
        .color("gray"), .color("blue"), .color("gray"), .color("indigo"),
      ])
    #expect(tree.body.children[4].modifiers.count == 1)
    #expect(tree.body.children[5].modifiers.count == 1)
  }

  @Test("EditButton is the Edit button")
  func editButton() throws {
    let tree = try mapped(body: "VStack {\n  EditButton()\n}")
    #expect(tree.warnings.isEmpty, "\(messages(tree))")
    #expect(tree.body.children[0].element == .button(title: "Edit"))
  }

  @Test("an address written as URL(string:) is read as its string, with no warning")
  func urls() throws {
    let tree = try mapped(
      body: """
        VStack {
          Link("Apple", destination: URL(string: "https://www.apple.com")!)
          AsyncImage(url: URL(string: "https://example.com/a.png"))
          Link("Help", destination: URL(fileURLWithPath: "/help"))
        }
        """)
    #expect(tree.warnings.isEmpty, "\(messages(tree))")
    #expect(tree.body.children[0].element == .link(title: "Apple"))
    #expect(tree.body.children[1].element == .asyncImage)
    #expect(tree.body.children[2].element == .link(title: "Help"))
  }

  @Test("a field bound to empty state shows its placeholder, one line tall")
  func emptyField() throws {
    let tree = try mapped(
      body: """
        @Previewable @State var email = ""
        List {
          TextField("Email", text: $email)
          SecureField("Password", text: $email)
          TextField("Name", text: .constant("Ada"))
        }
        """)
    #expect(tree.warnings.isEmpty, "\(messages(tree))")
    #expect(
      tree.body.children.map(\.element) == [
        .textField(placeholder: "Email", text: nil), .secureField(placeholder: "Password", text: nil),
        .textField(placeholder: "Name", text: "Ada"),
      ])
  }
}
