import SwiftSource
import Testing

/// What the preview does not evaluate is never dropped without a word.
@Suite("Nothing dropped silently")
struct NothingSilentTests {
  @Test("a ForEach whose content is a function reference warns at the reference")
  func functionAsContent() throws {
    let said = try warnings(
      """
      import SwiftUI
      struct Week: View {
        let days = ["Mon", "Tue"]
        var body: some View {
          VStack { ForEach(days, id: \\.self, content: row) }
        }
        func row(_ day: String) -> some View { Text(day) }
      }
      #Preview { Week() }
      """)
    #expect(
      said.contains(
        "5:40: ForEach's content 'row' is a function the preview does not call; its rows are not shown"),
      "\(said)")
  }
}
