import LayoutEngine
import LayoutMapping
import Testing

/// SwiftUI's older spellings that shipped apps still write: iOS 13's `.navigationBarTitle` and
/// `.navigationBarItems`, `Picker(selection:label:)`, and the style types' initializers
/// (`RoundedBorderTextFieldStyle()`). Each reads as today's spelling of the same screen, which a
/// layout file writes with the vocabulary's names.
@Suite struct OlderSpellingsTests {
  /// A settings screen as an iOS 13 app writes it.
  let older = """
    NavigationView {
      Form {
        Text("Notifications")
      }
      .navigationBarTitle(Text("Settings"), displayMode: .inline)
      .navigationBarItems(
        leading: Button("Cancel") {},
        trailing: Button(action: {}) { Image(systemName: "plus") })
    }
    """

  @Test("navigationBarTitle and navigationBarItems read as navigationTitle, its display mode and a toolbar")
  func navigationBar() throws {
    let both = try bothSyntaxes(
      yaml: """
        NavigationView:
          navigationTitle: Settings
          navigationBarTitleDisplayMode: inline
          toolbar:
            topBarLeading: [{Button: Cancel}]
            topBarTrailing: [{Button: {label: {Image: {systemName: plus}}}}]
          content:
            - Form: [{Text: Notifications}]
        """, swift: older)
    #expect(both.swift.warnings == [], "\(messages(both.swift))")
    let today = try swiftBody(
      """
      NavigationView {
        Form { Text("Notifications") }
          .navigationTitle("Settings")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") {} }
            ToolbarItem(placement: .navigationBarTrailing) { Button(action: {}) { Image(systemName: "plus") } }
          }
      }
      """)
    #expect(outline(both.swift.body) == outline(today))
    for body in both.bodies {
      guard case .navigation(.stack(let bar)) = body.element else {
        Issue.record("not a navigation stack: \(body.element)")
        continue
      }
      #expect(bar.title == "Settings")
      #expect(bar.titleDisplayMode == .inline)
      #expect(bar.leadingItems.map(\.element.typeName) == ["Button"])
      #expect(bar.trailingItems.map(\.element.typeName) == ["Button"])
    }
    // What a person sees: the title in the bar between Cancel and the plus, no large title.
    let result = LayoutEngine.layout(both.swift.body, in: phoneScreen)
    let cancel = try #require(result.nodes.first { shown($0) == "Cancel" })
    let title = try #require(result.nodes.first { shown($0) == "Settings" })
    let plus = try #require(result.nodes.first { $0.element == .image(.symbol("plus")) })
    #expect(cancel.frame.maxX < title.frame.minX && title.frame.maxX < plus.frame.minX)
    #expect(abs(cancel.frame.midY - title.frame.midY) < 1 && abs(plus.frame.midY - title.frame.midY) < 1)
    #expect(title.frame.maxY < 110, "an inline title sits in the bar: \(title.frame)")
  }

  @Test("navigationBarTitle alone is a large title, in the same place as navigationTitle's")
  func largeTitle() throws {
    let older = try swiftPreview(
      body: "NavigationStack { List { Text(\"Fern\") }.navigationBarTitle(\"Garden\") }")
    #expect(older.warnings == [], "\(messages(older))")
    let today = try swiftBody("NavigationStack { List { Text(\"Fern\") }.navigationTitle(\"Garden\") }")
    #expect(outline(older.body) == outline(today))
    #expect(frames(older.body) == frames(today))
    let result = LayoutEngine.layout(older.body, in: phoneScreen)
    #expect(result.nodes.contains { shown($0) == "Garden" && $0.frame.minY > 100 })
  }

  @Test("Picker(selection:label:) takes its label's text as its title and shows the tagged option")
  func pickerLabel() throws {
    let older = try swiftPreview(
      """
      import SwiftUI
      struct Settings: View {
        @State private var theme = 1
        var body: some View {
          Form {
            Picker(selection: $theme, label: Text("Theme")) {
              Text("Light").tag(0)
              Text("Dark").tag(1)
            }
          }
        }
      }
      #Preview { Settings() }
      """)
    #expect(older.warnings == [], "\(messages(older))")
    let today = try swiftBody(
      "Form { Picker(\"Theme\", selection: .constant(1)) { Text(\"Light\").tag(0); Text(\"Dark\").tag(1) } }")
    #expect(outline(older.body) == outline(today))
    let picker = older.body.children[0]
    #expect(picker.element == .picker(.menu, labelsHidden: false))
    // The row reads "Theme … Dark": the title, then the option tagged with the state's 1.
    #expect(picker.children.prefix(2).map(\.element) == [.text("Theme"), .text("Dark")])
  }

  /// Style types' initializers, each with the member it stands for.
  static let styleInitializers: [(older: String, today: String)] = [
    (
      "TextField(\"Name\", text: .constant(\"\")).textFieldStyle(RoundedBorderTextFieldStyle())",
      "TextField(\"Name\", text: .constant(\"\")).textFieldStyle(.roundedBorder)"
    ),
    (
      "ProgressView().progressViewStyle(CircularProgressViewStyle())",
      "ProgressView().progressViewStyle(.circular)"
    ),
    (
      "ProgressView().progressViewStyle(LinearProgressViewStyle())",
      "ProgressView().progressViewStyle(.linear)"
    ),
    (
      "TabView { Text(\"a\").tabItem { Label(\"A\", systemImage: \"house\") } }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))",
      "TabView { Text(\"a\").tabItem { Label(\"A\", systemImage: \"house\") } }.tabViewStyle(.page(indexDisplayMode: .never))"
    ),
    (
      "DatePicker(\"Day\", selection: .constant(Date())).datePickerStyle(GraphicalDatePickerStyle())",
      "DatePicker(\"Day\", selection: .constant(Date())).datePickerStyle(.graphical)"
    ),
    (
      "Picker(\"Size\", selection: .constant(\"S\")) { Text(\"S\") }.pickerStyle(SegmentedPickerStyle())",
      "Picker(\"Size\", selection: .constant(\"S\")) { Text(\"S\") }.pickerStyle(.segmented)"
    ),
    (
      "Picker(\"Size\", selection: .constant(\"S\")) { Text(\"S\") }.pickerStyle(DefaultPickerStyle())",
      "Picker(\"Size\", selection: .constant(\"S\")) { Text(\"S\") }.pickerStyle(.automatic)"
    ),
    (
      "Toggle(\"Sync\", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .green))",
      "Toggle(\"Sync\", isOn: .constant(true)).toggleStyle(.switch)"
    ),
    (
      "List { Text(\"a\") }.listStyle(InsetGroupedListStyle())",
      "List { Text(\"a\") }.listStyle(.insetGrouped)"
    ),
    (
      "Button(\"Go\") {}.buttonStyle(BorderedProminentButtonStyle())",
      "Button(\"Go\") {}.buttonStyle(.borderedProminent)"
    ),
    (
      "Label(\"Go\", systemImage: \"car\").labelStyle(IconOnlyLabelStyle())",
      "Label(\"Go\", systemImage: \"car\").labelStyle(.iconOnly)"
    ),
  ]

  @Test("a style type's initializer is the style member it stands for", arguments: styleInitializers)
  func styleInitializer(_ spelling: (older: String, today: String)) throws {
    let older = try swiftPreview(body: spelling.older)
    #expect(older.warnings == [], "\(messages(older))")
    let today = try swiftPreview(body: spelling.today)
    #expect(outline(older.body) == outline(today.body))
    #expect(frames(older.body) == frames(today.body))
  }

  @Test("a rounded-border field is drawn in its box: taller than a plain one")
  func roundedBorderField() throws {
    let field = try swiftBody(
      "TextField(\"Name\", text: .constant(\"\")).textFieldStyle(RoundedBorderTextFieldStyle())")
    guard case .control(.textField(_, _, let style)) = field.element else {
      Issue.record("not a text field: \(field.element)")
      return
    }
    #expect(style == .roundedBorder)
    let plain = try swiftBody("TextField(\"Name\", text: .constant(\"\"))")
    #expect(frames(field)[0].height > frames(plain)[0].height)
  }

  @Test("navigationViewStyle(.stack) says what a NavigationView is drawn as; the columns style still warns")
  func navigationViewStyle() throws {
    let plain = try swiftBody("NavigationView { Text(\"Inbox\").navigationTitle(\"Mail\") }")
    for stack in [".stack", "StackNavigationViewStyle()"] {
      let mapped = try swiftPreview(
        body: "NavigationView { Text(\"Inbox\").navigationTitle(\"Mail\") }.navigationViewStyle(\(stack))")
      #expect(mapped.warnings == [], "\(stack): \(messages(mapped))")
      #expect(outline(mapped.body) == outline(plain), "\(stack)")
    }
    let columns = try swiftPreview(
      body: "NavigationView { Text(\"Inbox\") }.navigationViewStyle(.columns)")
    #expect(
      messages(columns).contains { $0.contains("'.navigationViewStyle' is not applied") },
      "\(messages(columns))")
  }

  /// The text a laid-out node shows, its lines joined.
  private func shown(_ node: PlacedNode) -> String? {
    node.text.map { $0.lines.map(\.text).joined(separator: " ") }
  }
}
