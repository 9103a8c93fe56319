import SwiftSource
import Testing

/// What the preview does not evaluate is never dropped without a word.
@Suite("Nothing dropped silently")
struct NothingSilentTests {
  @Test("a ForEach whose content is a function of the files draws its rows; one it cannot call warns")
  func functionAsContent() throws {
    let drawn = try outline(
      """
      import SwiftUI
      struct Week: View {
        let days = ["Mon", "Tue"]
        var body: some View {
          VStack {
            ForEach(days, id: \\.self, content: row)
            ForEach(days, id: \\.self, content: self.labelled)
            ForEach([1, 2], id: \\.self, content: badge)
          }
        }
        func row(_ day: String) -> some View { Text(day) }
        func labelled(day: String) -> some View { Text("Day " + day) }
      }
      func badge(_ count: Int) -> some View { Text("\\(count) new") }
      #Preview { Week() }
      """)
    #expect(drawn.contains(#"Text("Mon"); Text("Tue")"#), "\(drawn)")
    #expect(drawn.contains(#"Text("Day Mon"); Text("Day Tue")"#), "\(drawn)")
    #expect(drawn.contains(#"Text("1 new"); Text("2 new")"#), "\(drawn)")
    let said = try warnings(
      """
      import SwiftUI
      struct Week: View {
        let days = ["Mon", "Tue"]
        var body: some View {
          VStack { ForEach(days, id: \\.self, content: DayRow.init) }
        }
      }
      #Preview { Week() }
      """)
    #expect(
      said.contains(
        "5:40: ForEach's content 'DayRow.init' is not a closure or a function of the files the preview can call; its rows are not shown"
      ), "\(said)")
  }
}
