import LayoutEngine
import LayoutMapping
import SwiftSource
import Testing

/// Foundation's formatters and the app's own result builders, as apps use them in views: the
/// preview shows the text and the rows the app shows.
@Suite("formatters and result builders")
struct FormatterAndBuilderTests {
  @Test(
    "lists, measurements and dates read as English text, the same on every run",
    arguments: [
      (#"Text(ListFormatter.localizedString(byJoining: ["Ann", "Bo", "Cy"]))"#, "Ann, Bo, and Cy"),
      (#"Text(["Ann", "Bo"].formatted())"#, "Ann and Bo"),
      (#"Text(["Tea", "Coffee", "Milk"].formatted(.list(type: .or)))"#, "Tea, Coffee, or Milk"),
      ("Text(Measurement(value: 5.2, unit: UnitLength.kilometers).formatted())", "5.2 km"),
      (
        "Text(Measurement(value: 3, unit: UnitMass.kilograms).formatted(.measurement(width: .wide)))",
        "3 kilograms"
      ),
      ("Text(Date().formatted(date: .abbreviated, time: .shortened))", "Jan 1, 2026 at 9:41 AM"),
      ("Text(Duration.seconds(1800).formatted(.units()))", "30 min"),
      ("Text(Duration.seconds(3900).formatted(.units(width: .wide)))", "1 hour, 5 minutes"),
      ("Text(Duration.minutes(90).formatted())", "1:30:00"),
      ("Text(Date.now.formatted(date: .omitted, time: .shortened))", "9:41 AM"),
      ("Text(Date(), format: .dateTime.hour().minute())", "9:41 AM"),
      ("Text(.now, format: .dateTime.weekday(.wide).month().day())", "Thursday, Jan 1"),
      ("Text(Date(), style: .date)", "Jan 1, 2026"),
    ])
  func formatted(body: String, shown: String) throws {
    let preview = try mapped(body: body)
    #expect(preview.body.element == .text(shown))
    #expect(messages(preview) == [])
  }

  @Test("a date or measurement kept in a property is still formatted, not a placeholder")
  func storedValues() throws {
    let preview = try mapped(
      """
      import SwiftUI
      struct Run: View {
        let start = Date()
        let distance = Measurement(value: 10, unit: UnitLength.miles)
        var body: some View {
          VStack {
            Text(start, format: .dateTime.month(.wide).day().year())
            Text(distance.formatted())
          }
        }
      }
      #Preview { Run() }
      """)
    #expect(preview.body.children.map(\.element) == [.text("January 1, 2026"), .text("10 mi")])
  }

  @Test("a custom @resultBuilder of rows on a property: ifs, loops and else branches in order")
  func arrayBuilder() throws {
    let preview = try mapped(
      """
      import SwiftUI
      struct MenuItem { var title: String; var icon: String }
      @resultBuilder
      enum MenuBuilder {
        static func buildExpression(_ item: MenuItem) -> [MenuItem] { [item] }
        static func buildBlock(_ parts: [MenuItem]...) -> [MenuItem] { parts.flatMap { $0 } }
        static func buildOptional(_ part: [MenuItem]?) -> [MenuItem] { part ?? [] }
        static func buildEither(first part: [MenuItem]) -> [MenuItem] { part }
        static func buildEither(second part: [MenuItem]) -> [MenuItem] { part }
        static func buildArray(_ parts: [[MenuItem]]) -> [MenuItem] { parts.flatMap { $0 } }
      }
      struct AccountMenu: View {
        let isAdmin = false
        let lists = ["Friends", "Work"]
        @MenuBuilder var items: [MenuItem] {
          MenuItem(title: "Profile", icon: "person")
          if isAdmin {
            MenuItem(title: "Moderation", icon: "shield")
          } else {
            MenuItem(title: "Report a problem", icon: "flag")
          }
          for list in lists {
            MenuItem(title: list, icon: "list.bullet")
          }
        }
        var body: some View {
          List(items, id: \\.title) { item in
            Label(item.title, systemImage: item.icon)
          }
        }
      }
      #Preview { AccountMenu() }
      """)
    #expect(messages(preview) == [])
    let rows = preview.body.children.map(\.element)
    #expect(
      rows == [
        .label(title: "Profile", systemImage: "person"),
        .label(title: "Report a problem", systemImage: "flag"),
        .label(title: "Friends", systemImage: "list.bullet"),
        .label(title: "Work", systemImage: "list.bullet"),
      ])
  }

  @Test("a custom @resultBuilder whose components are views still gives the views")
  func viewBuilder() throws {
    let preview = try mapped(
      """
      import SwiftUI
      @resultBuilder
      struct SectionBuilder {
        static func buildBlock(_ parts: any View...) -> [any View] { parts }
      }
      struct Screen: View {
        @SectionBuilder var content: some View {
          Text("Title")
          Text("Subtitle")
        }
        var body: some View { VStack { content } }
      }
      #Preview { Screen() }
      """)
    #expect(preview.body.children.map(\.element) == [.text("Title"), .text("Subtitle")])
  }
}
