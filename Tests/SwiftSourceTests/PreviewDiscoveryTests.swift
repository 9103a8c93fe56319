import LayoutMapping
import Testing

@testable import SwiftSource

/// Which previews a file offers, in source order, and their titles.
@Suite struct PreviewDiscoveryTests {
  private func previews(_ text: String) throws -> [(String, PreviewKind)] {
    try program(text).previews.map { ($0.title, $0.kind) }
  }

  @Test func previewMacrosNamedAndUnnamed() throws {
    let found = try previews(
      """
      import SwiftUI
      struct ContentView: View { var body: some View { Text("Hi") } }
      #Preview { ContentView() }
      #Preview("Dark mode") { ContentView() }
      """)
    #expect(found.map(\.0) == ["ContentView", "Dark mode"])
    #expect(found.allSatisfy { $0.1 == .previewMacro })
  }

  @Test func declarationAndExpressionFormsAndTheBodyArgument() throws {
    // Written bare at the top level, `#Preview` parses as an expression; with an attribute before
    // it, as a declaration. `body:` is the closure written as an argument.
    let found = try previews(
      """
      import SwiftUI
      #Preview { Text("a") }
      @available(iOS 17, *)
      #Preview("Declared") { Text("b") }
      #Preview("Argument", body: { Text("c") })
      """)
    #expect(found.map(\.0) == ["Text", "Declared", "Argument"])
    let program = try program(
      "import SwiftUI\n@available(iOS 17, *)\n#Preview(\"D\") { Text(\"b\") }\n#Preview(\"A\", body: { Text(\"c\") })\n"
    )
    #expect(program.evaluate(program.previews[0]).views.map(\.description) == [#"Text("b")"#])
    #expect(program.evaluate(program.previews[1]).views.map(\.description) == [#"Text("c")"#])
  }

  @Test func previewsInsideIfBlocksFollowTheBuild() throws {
    let found = try previews(
      """
      import SwiftUI
      #if DEBUG
      #Preview("Debug") { Text("a") }
      #endif
      #if os(watchOS)
      #Preview("Watch") { Text("b") }
      #elseif os(iOS)
      #Preview("Phone") { Text("c") }
      #endif
      #if RELEASE_ONLY
      #Preview("Never") { Text("d") }
      #endif
      """)
    #expect(found.map(\.0) == ["Debug", "Phone"])
    let watch = try program(
      "#if os(watchOS)\n#Preview(\"Watch\") { Text(\"b\") }\n#endif", platform: .watchOS)
    #expect(watch.previews.map(\.title) == ["Watch"])
  }

  @Test func untitledPreviewIsNamedAfterTheFirstViewOfTheFiles() throws {
    let found = try previews(
      """
      import SwiftUI
      struct Inbox: View { var body: some View { Text("Inbox") } }
      #Preview { NavigationStack { Inbox() } }
      """)
    #expect(found.map(\.0) == ["Inbox"])
  }

  @Test func previewProviderGivesOnePreviewPerViewAndOpensGroups() throws {
    let found = try previews(
      """
      import SwiftUI
      struct Row: View { var body: some View { Text("Row") } }
      struct Row_Previews: PreviewProvider {
        static var previews: some View {
          Row()
          Group {
            Row().previewDisplayName("Second")
            Row()
          }
        }
      }
      """)
    #expect(found.map(\.0) == ["Row", "Second", "Row"])
    #expect(found.allSatisfy { $0.1 == .previewProvider })
  }

  @Test func withoutPreviewsEachViewStructIsOne() throws {
    let found = try previews(
      """
      import SwiftUI
      struct Header: View { var body: some View { Text("Header") } }
      struct Model { var name = "x" }
      struct Footer: View { var body: some View { Text("Footer") } }
      """)
    #expect(found.map(\.0) == ["Header", "Footer"])
    #expect(found.allSatisfy { $0.1 == .viewStruct })
  }

  @Test func previewsWinOverViewStructs() throws {
    let found = try previews(
      """
      import SwiftUI
      struct Header: View { var body: some View { Text("Header") } }
      #Preview("Only this") { Header() }
      """)
    #expect(found.map(\.0) == ["Only this"])
  }

  @Test func aFileWithNothingToPreviewHasNoPreviews() throws {
    #expect(try previews("struct Model { var name = \"x\" }\nfunc helper() {}").isEmpty)
  }

  @Test func previewLocationIsTheMacro() throws {
    let preview = try program("import SwiftUI\n\n  #Preview { Text(\"a\") }\n").previews[0]
    #expect(preview.source.description == "ContentView.swift:3:3")
  }
}
