import Testing

@testable import SwiftSource

/// Computed properties and functions that return views are evaluated in place.
@Suite struct HelperTests {
  private func body(_ members: String, _ body: String) throws -> String {
    try outline(
      """
      import SwiftUI
      struct Screen: View {
      \(members)
        var body: some View {
      \(body)
        }
      }
      #Preview { Screen() }
      """)
  }

  @Test func someViewComputedProperty() throws {
    #expect(
      try body("var header: some View { Text(\"Title\").font(.title) }", "VStack { header }")
        == #"VStack { Text("Title").font(.title) }"#)
  }

  @Test func viewBuilderPropertyGivesSeveralViews() throws {
    let members = """
      @ViewBuilder var rows: some View {
        Text("one")
        if showsTwo { Text("two") }
      }
      var showsTwo = true
      """
    #expect(try body(members, "List { rows }") == #"List { Text("one"); Text("two") }"#)
  }

  @Test func helperFunctionWithArguments() throws {
    let members = """
      func row(_ title: String, systemImage: String = "star", count: Int) -> some View {
        HStack { Label(title, systemImage: systemImage); Spacer(); Text("\\(count)") }
      }
      """
    #expect(
      try body(
        members, "VStack { row(\"Inbox\", count: 3); row(\"Sent\", systemImage: \"paperplane\", count: 0) }")
        == #"VStack { HStack { Label("Inbox", systemImage: "star"); Spacer(); Text("3") }; HStack { Label("Sent", systemImage: "paperplane"); Spacer(); Text("0") } }"#
    )
  }

  @Test func viewBuilderFunctionWithContentClosure() throws {
    let members = """
      @ViewBuilder func card(_ title: String, @ViewBuilder content: () -> some View) -> some View {
        VStack { Text(title); content() }
      }
      """
    #expect(
      try body(members, "card(\"Notes\") { Text(\"body\") }") == #"VStack { Text("Notes"); Text("body") }"#)
  }

  @Test func functionWithStatementsAndReturn() throws {
    let members = """
      func badge(for count: Int) -> some View {
        let text = count > 99 ? "99+" : "\\(count)"
        return Text(text).font(.caption)
      }
      """
    #expect(try body(members, "badge(for: 120)") == #"Text("99+").font(.caption)"#)
  }

  @Test func globalFunctionsAndConstantsOfTheFile() throws {
    let text = """
      import SwiftUI
      let appName = "Notes"
      func title(_ name: String) -> String { name.uppercased() }
      #Preview { Text(title(appName)) }
      """
    #expect(try outline(text) == #"Text("NOTES")"#)
  }

  @Test func viewExtensionModifierIsInlined() throws {
    let text = """
      import SwiftUI
      extension View {
        func cardStyle(radius: CGFloat = 12) -> some View {
          padding().background(.white, in: RoundedRectangle(cornerRadius: radius))
        }
      }
      #Preview { Text("a").cardStyle() }
      """
    #expect(
      try outline(text) == #"Text("a").padding().background(.white, in: RoundedRectangle(cornerRadius: 12))"#)
  }

  @Test func viewExtensionModifierAppliesToAColour() throws {
    // A colour is a view: `Color.green.tile()` and `.red.tile()` run the extension on it, as
    // `Color.green.opacity(0.5)` stays a colour for the library's own modifiers.
    let text = """
      import SwiftUI
      extension View {
        func tile() -> some View { frame(width: 60, height: 60) }
      }
      #Preview { HStack { Color.green.tile(); Color.blue.opacity(0.5).tile() } }
      """
    #expect(
      try outline(text)
        == #"HStack { Color(Color.green).frame(width: 60, height: 60); Color(Color.blue).opacity(0.5).frame(width: 60, height: 60) }"#
    )
  }

  @Test func viewModifierStructIsInlined() throws {
    let text = """
      import SwiftUI
      struct Bordered: ViewModifier {
        var width: CGFloat = 1
        func body(content: Content) -> some View {
          content.padding(8).border(.gray, width: width)
        }
      }
      #Preview { Text("a").modifier(Bordered(width: 2)) }
      """
    #expect(try outline(text) == #"Text("a").padding(8).border(.gray, width: 2)"#)
  }
}
