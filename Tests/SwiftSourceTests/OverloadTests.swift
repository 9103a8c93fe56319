import Testing

@testable import SwiftSource

/// A type with several initializers or functions of the same labels is called as Swift calls it:
/// by the types of the arguments, not by which one is written first.
@Suite("Overloads chosen by argument type")
struct OverloadTests {
  /// A detail row as apps write it: a `Text` or a localized key for its value.
  private let row = """
    import SwiftUI
    struct DetailRow: View {
      private let title: Text
      private let value: Text
      init(title: Text, value: Text) {
        self.title = title
        self.value = value
      }
      init(title: Text, value: LocalizedStringKey) {
        self.title = title
        self.value = Text(value)
      }
      var body: some View {
        HStack { title.font(.headline); Spacer(); value.font(.callout) }
      }
    }
    """

  @Test(
    "a string goes to the initializer that takes a key, a Text to the one that takes a Text, whichever is written first",
    arguments: [
      (#""Paris""#, #"Text("Paris")"#),
      (#"Text("Paris").bold()"#, #"Text("Paris").bold()"#),
    ])
  func initializers(value: String, drawn: String) throws {
    let text = row + "\n#Preview { DetailRow(title: Text(\"Capital\"), value: \(value)) }\n"
    #expect(
      try outline(text) == #"HStack { Text("Capital").font(.headline); Spacer(); "# + drawn
        + #".font(.callout) }"#)
    #expect(try warnings(text) == [])
  }

  @Test("a helper function overloaded on String and Int is called by the argument's type")
  func functions() throws {
    let text = """
      import SwiftUI
      struct Badge: View {
        var body: some View { VStack { label(3); label("new") } }
        func label(_ count: Int) -> some View { Text("\\(count) items") }
        func label(_ title: String) -> some View { Text(title.uppercased()) }
      }
      #Preview { Badge() }
      """
    #expect(try outline(text) == #"VStack { Text("3 items"); Text("NEW") }"#)
  }
}
