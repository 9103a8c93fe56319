import Testing

@testable import SwiftSource

/// Custom views of the file and of sibling files are inlined with their arguments bound.
@Suite struct CustomViewTests {
  @Test func memberwiseArgumentsAndDefaults() throws {
    let text = """
      import SwiftUI
      struct Badge: View {
        var title: String
        var color: Color = .blue
        let padding = 6.0
        var body: some View {
          Text(title).padding(padding).background(color)
        }
      }
      #Preview { HStack { Badge(title: "New"); Badge(title: "Sale", color: .red) } }
      """
    #expect(
      try outline(text)
        == #"HStack { Text("New").padding(6).background(.blue); Text("Sale").padding(6).background(.red) }"#)
  }

  /// A type nested two deep is known by its name inside its parent (`Shelf.Item` in `Catalog`)
  /// and by its own, each name filed once (filed again for each, types nested 40 deep hung).
  @Test func nestedTypesByEveryName() throws {
    let text = """
      import SwiftUI
      enum Catalog {
        enum Shelf {
          struct Item { var title: String }
          static let sample = Item(title: "Middle")
        }
        static let sample = Shelf.Item(title: "Inner")
      }
      #Preview {
        VStack {
          Text(Catalog.sample.title)
          Text(Catalog.Shelf.sample.title)
          Text(Item(title: "Own").title)
        }
      }
      """
    #expect(try outline(text) == #"VStack { Text("Inner"); Text("Middle"); Text("Own") }"#)
  }

  @Test func explicitInitializerRuns() throws {
    let text = """
      import SwiftUI
      struct Greeting: View {
        private let text: String
        @State private var count: Int
        init(name: String, times: Int = 2) {
          self.text = "Hello, " + name
          _count = State(initialValue: times)
        }
        var body: some View {
          Text("\\(text) ×\\(count)")
        }
      }
      #Preview { Greeting(name: "Ada") }
      """
    #expect(try outline(text) == #"Text("Hello, Ada ×2")"#)
  }

  @Test func containerViewWithViewBuilderContent() throws {
    let text = """
      import SwiftUI
      struct Card<Content: View>: View {
        var title: String
        @ViewBuilder var content: () -> Content
        var body: some View {
          VStack(alignment: .leading) { Text(title).font(.headline); content() }
        }
      }
      struct Panel<Content: View>: View {
        let content: Content
        init(@ViewBuilder content: () -> Content) { self.content = content() }
        var body: some View { content.padding() }
      }
      #Preview {
        Card(title: "Today") { Text("Run"); Text("Read") }
        Panel { Text("inside") }
      }
      """
    #expect(
      try outline(text)
        == #"VStack(alignment: .leading) { Text("Today").font(.headline); Text("Run"); Text("Read") }; Text("inside").padding()"#
    )
  }

  @Test func siblingFilesLendTheirViewsAndAreReported() throws {
    let evaluation = try evaluation(
      "import SwiftUI\n#Preview { ProfileRow(name: \"Ann\") }\n",
      siblings: [
        "ProfileRow.swift": """
        import SwiftUI
        struct ProfileRow: View {
          var name: String
          var body: some View { HStack { Avatar(); Text(name) } }
        }
        """,
        "Avatar.swift":
          "import SwiftUI\nstruct Avatar: View { var body: some View { Circle().frame(width: 32, height: 32) } }\n",
        "Unused.swift": "import SwiftUI\nstruct Unused: View { var body: some View { Text(\"u\") } }\n",
      ])
    #expect(
      evaluation.views.map(\.description) == [
        #"HStack { Circle().frame(width: 32, height: 32); Text("Ann") }"#
      ])
    #expect(evaluation.filesUsed == ["ContentView.swift", "Avatar.swift", "ProfileRow.swift"])
    // The inlined body keeps where it is written and where it was called.
    let row = evaluation.views[0]
    #expect(row.source.description == "ProfileRow.swift:4:25")
    #expect(row.inlinedFrom.map(\.name) == ["ProfileRow"])
    #expect(row.inlinedFrom[0].source.description == "ContentView.swift:2:12")
    let avatar = row.content()[0]
    #expect(avatar.source.description == "Avatar.swift:2:45")
    #expect(avatar.inlinedFrom.map(\.name) == ["Avatar"])
  }

  @Test func aViewDeclaredAgainInASiblingIsThePreviewedFilesOwn() throws {
    // Two scratch files in one folder, each with its own `Row`: Swift would reject the second as a
    // redeclaration; the preview keeps the previewed file's whole rather than mixing the two.
    let evaluation = try evaluation(
      """
      import SwiftUI
      struct Row: View { var body: some View { Text("mine") } }
      #Preview { Row() }
      """,
      siblings: [
        "Scratch.swift": """
        import SwiftUI
        struct Row: View { var body: some View { Circle() } }
        extension Row { var unused: Int { 0 } }
        """
      ])
    #expect(evaluation.views.map(\.description) == [#"Text("mine")"#])
  }

  @Test func nestedInliningRecordsEveryLevelOutermostFirst() throws {
    let text = """
      import SwiftUI
      struct Inner: View { var body: some View { Text("x") } }
      struct Outer: View { var body: some View { Inner() } }
      #Preview { Outer() }
      """
    #expect(try evaluation(text).views[0].inlinedFrom.map(\.name) == ["Outer", "Inner"])
  }

  @Test func modifiersAtTheCallSiteFollowTheBody() throws {
    let text = """
      import SwiftUI
      struct Tag: View { var body: some View { Text("t").bold() } }
      struct Pair: View { var body: some View { Text("a"); Text("b") } }
      #Preview { Tag().padding(); Pair().font(.title) }
      """
    #expect(
      try outline(text) == #"Text("t").bold().padding(); Group { Text("a"); Text("b") }.font(.title)"#)
  }

  @Test func modelStructsOfTheFilesAreValues() throws {
    let text = """
      import SwiftUI
      struct Item { var name: String; var price: Double; var label: String { "\\(name): \\(price)" } }
      struct Row: View {
        let item: Item
        var body: some View { Text(item.label) }
      }
      #Preview { Row(item: Item(name: "Tea", price: 2.5)) }
      """
    #expect(try outline(text) == #"Text("Tea: 2.5")"#)
  }

  @Test func aViewStructAloneUsesInitialValuesAndPlaceholders() throws {
    let text = """
      import SwiftUI
      struct Row: View {
        var title: String
        var subtitle = "Details"
        var body: some View { VStack { Text(title); Text(subtitle) } }
      }
      """
    #expect(try outline(text) == #"VStack { Text(‹title›); Text("Details") }"#)
  }

  @Test func customShapesTakeARectanglesPlace() throws {
    // An app's shape for some rounded corners, as a clip, a background and a view of its own.
    let text = """
      import SwiftUI
      struct TopCorners: Shape {
        var radius: CGFloat = 12
        func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: radius) }
      }
      #Preview {
        VStack {
          Text("a").clipShape(TopCorners(radius: 20))
          Text("b").background(TopCorners().fill(Color.gray))
          TopCorners().frame(height: 4)
        }
      }
      """
    #expect(
      try outline(text)
        == #"VStack { Text("a").clipShape(Rectangle()); Text("b").background(Rectangle().fill(Color.gray)); Rectangle().frame(height: 4) }"#
    )
    #expect(try warnings(text).isEmpty)
  }
}
