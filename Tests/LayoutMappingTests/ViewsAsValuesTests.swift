import LayoutEngine
import LayoutMapping
import Testing

/// Views real apps give as values or wrap in something that draws nothing of its own: gradients,
/// `AnyView`, `ScrollViewReader`, `PhotosPicker`'s label, and images made from platform image data.
/// Each draws what SwiftUI draws, never a placeholder box.
@Suite struct ViewsAsValuesTests {
  @Test("a gradient is a view that fills the space it is offered, in its first colour")
  func gradients() throws {
    let cases: [(String, String)] = [
      ("LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)", "blue"),
      (
        "LinearGradient(gradient: Gradient(colors: [.orange, .red]), startPoint: .leading, endPoint: .trailing)",
        "orange"
      ),
      ("RadialGradient(colors: [.mint, .teal], center: .center, startRadius: 0, endRadius: 80)", "mint"),
      ("AngularGradient(gradient: Gradient(colors: [.green, .blue]), center: .center)", "green"),
      (
        "LinearGradient(stops: [.init(color: .pink, location: 0), Gradient.Stop(color: .red, location: 1)], startPoint: .top, endPoint: .bottom)",
        "pink"
      ),
      ("EllipticalGradient(colors: [Color(.systemBlue), .white])", "blue"),
    ]
    for (gradient, colour) in cases {
      let mapped = try swiftPreview(body: gradient)
      #expect(mapped.warnings == [], "\(gradient): \(messages(mapped))")
      #expect(mapped.body.element == .color(colour), "\(gradient)")
      // It fills the safe area, as `Color.blue` does.
      #expect(frames(mapped.body) == [Rect(x: 0, y: 62, width: 402, height: 778)])
    }
  }

  @Test("a gradient as a background or overlay is drawn behind or over the view, at its size")
  func gradientDecorations() throws {
    let mapped = try swiftPreview(
      body: """
        Text("Header")
          .frame(maxWidth: .infinity)
          .background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
          .overlay(RadialGradient(colors: [.clear, .black], center: .center, startRadius: 0, endRadius: 20))
        """)
    #expect(mapped.warnings == [], "\(messages(mapped))")
    let today = try swiftBody(
      "Text(\"Header\").frame(maxWidth: .infinity).background(Color.blue).overlay(Color.clear)")
    #expect(outline(mapped.body) == outline(today))
    let result = LayoutEngine.layout(mapped.body, in: phoneScreen)
    let text = try #require(result.nodes.first { $0.element == .text("Header") })
    let background = try #require(result.nodes.first { $0.element == .color("blue") })
    #expect(background.frame == Rect(x: 0, y: text.frame.minY, width: 402, height: 22))
  }

  @Test("UnevenRoundedRectangle is a rounded rectangle of its largest radius, as a view and a background")
  func unevenRoundedRectangle() throws {
    let mapped = try swiftPreview(
      body: """
        VStack {
          Text("Live")
            .padding(6)
            .background(UnevenRoundedRectangle(topLeadingRadius: 8, bottomLeadingRadius: 2, bottomTrailingRadius: 14))
          UnevenRoundedRectangle(cornerRadii: .init(topLeading: 4, topTrailing: 10), style: .continuous)
            .frame(height: 40)
        }
        """)
    #expect(mapped.warnings == [], "\(messages(mapped))")
    let today = try swiftBody(
      """
      VStack {
        Text("Live").padding(6).background(RoundedRectangle(cornerRadius: 14))
        RoundedRectangle(cornerRadius: 10).frame(height: 40)
      }
      """)
    #expect(outline(mapped.body) == outline(today))
    #expect(frames(mapped.body) == frames(today))
  }

  @Test("Text(.init(string)), a LocalizedStringKey made from a string, shows the string")
  func textOfAKeyMadeFromAString() throws {
    let mapped = try swiftPreview(
      body: """
        VStack {
          ForEach(["Everybody", "Only me"], id: \\.self) { option in
            Text(.init(option))
          }
        }
        """)
    #expect(mapped.warnings == [], "\(messages(mapped))")
    let today = try swiftBody("VStack { Text(\"Everybody\"); Text(\"Only me\") }")
    #expect(outline(mapped.body) == outline(today))
  }

  @Test("AnyView draws the view it erases, in a body, a background and an overlay")
  func anyView() throws {
    let mapped = try swiftPreview(
      body: """
        VStack {
          AnyView(Text("Erased").padding())
          Text("Badge").background(AnyView(Capsule())).overlay(AnyView(erasing: Circle()))
        }
        """)
    #expect(mapped.warnings == [], "\(messages(mapped))")
    let today = try swiftBody(
      "VStack { Text(\"Erased\").padding(); Text(\"Badge\").background(Capsule()).overlay(Circle()) }")
    #expect(outline(mapped.body) == outline(today))
    #expect(frames(mapped.body) == frames(today))
  }

  @Test("ScrollViewReader draws its content in its place, as a Group does")
  func scrollViewReader() throws {
    let mapped = try swiftPreview(
      """
      import SwiftUI
      struct Timeline: View {
        let posts = ["First", "Second", "Third"]
        var body: some View {
          ScrollViewReader { proxy in
            List(posts, id: \\.self) { post in
              Text(post).id(post)
            }
            .onAppear { proxy.scrollTo("Third") }
          }
        }
      }
      #Preview { Timeline() }
      """)
    #expect(mapped.warnings == [], "\(messages(mapped))")
    #expect(mapped.body.element.typeName == "List")
    #expect(mapped.body.children.map(\.element) == [.text("First"), .text("Second"), .text("Third")])
    let without = try swiftBody(
      "List { Text(\"First\").id(\"First\"); Text(\"Second\").id(\"Second\"); Text(\"Third\").id(\"Third\") }"
    )
    #expect(frames(mapped.body) == frames(without))
  }

  @Test("PhotosPicker is a button showing its label or title")
  func photosPicker() throws {
    let mapped = try swiftPreview(
      """
      import SwiftUI
      import PhotosUI
      struct AvatarEditor: View {
        @State private var item: PhotosPickerItem?
        var body: some View {
          VStack {
            PhotosPicker(selection: $item, matching: .images, photoLibrary: .shared()) {
              Label("Choose a photo", systemImage: "photo")
            }
            PhotosPicker("Add photos", selection: $item, maxSelectionCount: 4)
              .buttonStyle(.bordered)
          }
        }
      }
      #Preview { AvatarEditor() }
      """)
    #expect(mapped.warnings == [], "\(messages(mapped))")
    let today = try swiftBody(
      """
      VStack {
        Button {} label: { Label("Choose a photo", systemImage: "photo") }
        Button("Add photos") {}.buttonStyle(.bordered)
      }
      """)
    #expect(outline(mapped.body) == outline(today))
    #expect(frames(mapped.body) == frames(today))
    #expect(mapped.body.children.map(\.element.typeName) == ["Button", "Button"])
  }

  @Test("an image of platform image data is a photo: the asset UIImage(named:) names, else a trace")
  func platformImages() throws {
    let mapped = try swiftPreview(
      """
      import SwiftUI
      struct Avatar: View {
        let data: Data
        let thumbnail: UIImage
        var body: some View {
          HStack {
            Image(uiImage: UIImage(named: "avatar")!)
              .resizable()
              .frame(width: 48, height: 48)
            Image(uiImage: UIImage(data: data) ?? UIImage())
              .resizable()
              .scaledToFit()
              .frame(width: 60)
            Image(uiImage: thumbnail)
              .resizable()
              .frame(width: 32, height: 32)
          }
        }
      }
      #Preview { Avatar(data: Data(), thumbnail: UIImage()) }
      """)
    let images = mapped.body.children.map(\.element)
    #expect(images.count == 3)
    #expect(
      images[0] == .image(.photo("avatar", naturalSize: Size(width: 400, height: 300)), resizable: true))
    for image in images {
      guard case .picture(.image(.photo(let name, _), resizable: true)) = image else {
        Issue.record("not a resizable photo: \(image)")
        continue
      }
      #expect(!name.isEmpty && !name.contains("\n"))
    }
    let laidOut = frames(mapped.body)
    #expect(laidOut[1].size == Size(width: 48, height: 48))
    // A picture whose size is not known keeps the photo's 4:3 when it fits a width.
    #expect(laidOut[2].width == 60 && laidOut[2].height == 45)
    #expect(laidOut[3].size == Size(width: 32, height: 32))
  }
}

/// `.opacity(0)` and `.hidden()`: the view keeps its space and is not drawn, as in SwiftUI; any
/// other opacity is drawn (a wireframe has no transparency). Both syntaxes.
@Suite struct OpacityTests {
  @Test("opacity 0 reads as hidden in both syntaxes and keeps the space")
  func opacityZero() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          - Text: Title
          - Text: Saving…
            opacity: 0
          - Text: Done
            opacity: 0.5
          - Text: Footer
            hidden: true
        """,
      swift: """
        VStack {
          Text("Title")
          Text("Saving…").opacity(0)
          Text("Done").opacity(0.5)
          Text("Footer").hidden()
        }
        """)
    #expect(both.swift.warnings == [], "\(messages(both.swift))")
    #expect(outline(both.yaml.body) == outline(both.swift.body))
    for body in both.bodies {
      #expect(body.children[1].modifiers == [.hidden])
      #expect(body.children[2].modifiers == [.accepted(name: "opacity", value: "0.5")])
      #expect(body.children[3].modifiers == [.hidden])
      // Hidden, not removed: the stack is as tall as without the modifiers.
      let result = LayoutEngine.layout(body, in: phoneScreen)
      #expect(result.nodes.map(\.isHidden) == [false, false, true, false, true])
      let plain = try swiftBody(
        "VStack { Text(\"Title\"); Text(\"Saving…\"); Text(\"Done\"); Text(\"Footer\") }")
      #expect(result.nodes.map(\.frame) == frames(plain))
    }
  }

  @Test("an opacity a layout file gives must be a number from 0 to 1")
  func opacityOutOfRange() throws {
    let error = try #require(yamlError("body:\n  Text: a\n  opacity: 2"))
    #expect(error.description.hasPrefix("test.yaml:3:12: error:"), "\(error)")
  }
}
