import LayoutEngine
import LayoutMapping
import SwiftSource
import Testing

/// Causes from the survey of real apps that had no test of their own, each written as apps write
/// it: the preview shows what the app shows.
@Suite("causes found in real apps")
struct WhyCausesTests {
  let phone = LayoutContext(containerSize: Size(width: 402, height: 874))
  let pad = LayoutContext(
    containerSize: Size(width: 820, height: 1180), horizontalSizeClass: .regular, idiom: .pad)

  /// The texts laid out in `context`.
  func texts(_ body: ViewNode, in context: LayoutContext) -> [String] {
    LayoutEngine.layout(body, in: context).nodes.compactMap {
      if case .textual(.text(let text)) = $0.element { text } else { nil }
    }
  }

  @Test("UIDevice.current.userInterfaceIdiom == .pad shows the iPad branch on an iPad only")
  func idiom() throws {
    let preview = try mapped(
      """
      import SwiftUI
      struct Home: View {
        var body: some View {
          if UIDevice.current.userInterfaceIdiom == .pad {
            Text("Sidebar layout")
          } else {
            Text("Tab layout")
          }
        }
      }
      #Preview { Home() }
      """)
    #expect(messages(preview) == [])
    #expect(texts(preview.body, in: phone) == ["Tab layout"])
    #expect(texts(preview.body, in: pad) == ["Sidebar layout"])
  }

  @Test("@Environment(\\.colorScheme) is the light appearance the preview draws")
  func colorScheme() throws {
    let preview = try mapped(
      """
      import SwiftUI
      struct Card: View {
        @Environment(\\.colorScheme) private var colorScheme
        var body: some View {
          Text(colorScheme == .dark ? "Night" : "Day")
        }
      }
      #Preview { Card() }
      """)
    #expect(messages(preview) == [])
    #expect(preview.body.element == .text("Day"))
  }

  @Test("NavigationLink { destination } label: { row } draws the row, not the destination or its toolbar")
  func navigationLinkWithDestinationClosure() throws {
    let preview = try mapped(
      """
      import SwiftUI
      struct PlantDetail: View {
        var body: some View {
          Text("Detail screen").toolbar { Button("Edit") { } }
        }
      }
      struct Garden: View {
        var body: some View {
          NavigationStack {
            List {
              NavigationLink {
                PlantDetail()
              } label: {
                HStack {
                  Image(systemName: "leaf")
                  Text("Fern")
                }
              }
            }
          }
        }
      }
      #Preview { Garden() }
      """)
    let shown = texts(preview.body, in: phone)
    #expect(shown.contains("Fern"))
    #expect(!shown.contains("Detail screen"))
    guard case .navigation(.stack(let spec)) = preview.body.element else {
      Issue.record("not a stack: \(preview.body.element)")
      return
    }
    #expect(spec.trailingItems.isEmpty)
  }

  @Test("@Model samples, reduce into a Text, Label { } icon: { }, and tabItem { Image; Text } preview whole")
  func modelsReduceLabelsAndTabItems() throws {
    let preview = try mapped(
      """
      import SwiftUI
      import SwiftData

      @Model
      final class Plant {
        var name: String
        init(name: String) { self.name = name }
        static let samples = [Plant(name: "Fern"), Plant(name: "Cactus")]
      }

      struct Greeting: View {
        let parts = ["Good", " ", "morning"]
        var body: some View {
          parts.reduce(Text("")) { $0 + Text($1) }
        }
      }

      struct Root: View {
        var body: some View {
          TabView {
            List(Plant.samples) { plant in
              Label { Text(plant.name) } icon: { Image(systemName: "leaf") }
            }
            .tabItem {
              Image(systemName: "leaf")
              Text("Garden")
            }
            Greeting()
              .tabItem { Label("Today", systemImage: "sun.max") }
          }
        }
      }
      #Preview { Root() }
      """)
    #expect(messages(preview) == [])
    let tabs = preview.body.children.map(\.element)
    #expect(
      tabs == [
        .navigation(.tab(title: "Garden", systemImage: "leaf")),
        .navigation(.tab(title: "Today", systemImage: "sun.max")),
      ])
    let rows = preview.body.children[0].children[0].children.map(\.element)
    #expect(
      rows == [.label(title: "Fern", systemImage: "leaf"), .label(title: "Cactus", systemImage: "leaf")])
    #expect(preview.body.children[1].children.map(\.element) == [.text("Good morning")])
  }

  @Test("ForEach in a PreviewProvider's previews gives one preview of each")
  func forEachInPreviews() throws {
    let preview = try mapped(
      """
      import SwiftUI
      struct Badge: View {
        let title: String
        var body: some View { Text(title) }
      }
      struct Badge_Previews: PreviewProvider {
        static var previews: some View {
          ForEach(["New", "Sale"], id: \\.self) { Badge(title: $0) }
        }
      }
      """)
    #expect(texts(preview.body, in: phone) == ["New", "Sale"])
  }

  @Test("TextField(\"\", text:) is a line of text tall, as a field with a placeholder is")
  func emptyField() throws {
    let preview = try mapped(
      """
      import SwiftUI
      struct Form: View {
        @State private var name = ""
        var body: some View {
          VStack {
            TextField("", text: $name)
            TextField("Name", text: $name)
          }
        }
      }
      #Preview { Form() }
      """)
    let fields = LayoutEngine.layout(preview.body, in: phone).nodes.filter {
      $0.element.typeName == "TextField"
    }
    #expect(fields.count == 2)
    #expect(fields[0].frame.height > 0)
    #expect(fields[0].frame.height == fields[1].frame.height)
  }
}
