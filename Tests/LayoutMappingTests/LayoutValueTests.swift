import LayoutEngine
import SwiftSource
import Testing

/// SwiftUI's layouts as values (`AnyLayout(HStackLayout())`, `VStackLayout(spacing:)`), kept in a
/// `let` or a property and called with content, preview as the containers they lay out like; one
/// chosen by a size class is each container where SwiftUI shows it, as a layout file's
/// `variants:` say. A custom `Layout` of the app's runs (`CustomLayoutCodeTests`), or is a vertical
/// stack, with warnings, when its code cannot be run.
@Suite("AnyLayout and the built-in layouts as values")
struct LayoutValueTests {
  /// A view reading the horizontal size class as `sizeClass`, with `members` and `body`.
  private func preview(_ body: String, members: String = "", declarations: String = "") throws
    -> MappedPreview
  {
    try swiftPreview(
      """
      import SwiftUI
      \(declarations)
      struct Row: View {
        @Environment(\\.horizontalSizeClass) private var sizeClass
      \(members)
        var body: some View {
      \(body)
        }
      }
      #Preview { Row() }
      """)
  }

  @Test("a layout chosen by size class: a VStack where compact, an HStack where regular")
  func chosenBySizeClass() throws {
    let swift = try preview(
      """
          let layout = sizeClass == .compact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(alignment: .top))
          layout {
            Text("Name")
            Text("Value")
          }
          .padding(8)
      """)
    let yaml = try yamlDocument(
      """
      body:
        VStack:
          spacing: 4
          content: [{Text: Name}, {Text: Value}]
        padding: 8
        variants:
          - if: { horizontalSizeClass: regular }
            HStack: { alignment: top }
            content: [{Text: Name}, {Text: Value}]
            padding: 8
      """)
    #expect(swift.warnings.map(\.description) == [])
    #expect(outline(swift.body) == outline(yaml.body))
    #expect(swift.body.variants.map(\.condition) == [LayoutCondition(horizontalSizeClass: .regular)])
  }

  @Test("a layout in a computed property, and one called directly, are their containers")
  func propertiesAndDirectCalls() throws {
    let swift = try preview(
      """
          VStack {
            layout {
              GridRow { Text("a"); Text("b") }
            }
            HStackLayout(spacing: 8) { Text("c"); Text("d") }
            ZStackLayout(alignment: .bottom) { Text("e") }
          }
      """,
      members: "  var layout: AnyLayout { AnyLayout(GridLayout(horizontalSpacing: 2, verticalSpacing: 3)) }")
    let plain = try preview(
      """
          VStack {
            Grid(horizontalSpacing: 2, verticalSpacing: 3) {
              GridRow { Text("a"); Text("b") }
            }
            HStack(spacing: 8) { Text("c"); Text("d") }
            ZStack(alignment: .bottom) { Text("e") }
          }
      """)
    #expect(swift.warnings.map(\.description) == [])
    #expect(outline(swift.body) == outline(plain.body))
  }

  @Test("a choice on the type size keeps both layouts; a choice on unknown state warns and takes the first")
  func otherConditions() throws {
    let typeSize = try swiftPreview(
      """
      import SwiftUI
      struct Row: View {
        @Environment(\\.dynamicTypeSize) private var typeSize
        var body: some View {
          let layout = typeSize.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
          layout { Text("a"); Text("b") }
        }
      }
      #Preview { Row() }
      """)
    #expect(typeSize.body.element == .vStack())
    #expect(typeSize.body.variants.map(\.condition) == [LayoutCondition(typeSizes: .xSmall ... .xxxLarge)])
    #expect(typeSize.body.variants.map(\.node.element) == [.hStack()])
    let state = try preview(
      """
          let layout = model.isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
          layout { Text("a"); Text("b") }
      """)
    #expect(state.body.element == .hStack())
    #expect(state.body.variants.isEmpty)
    #expect(state.warnings.contains { $0.message.contains("model.isWide") })
  }

  @Test("a custom Layout of the app's runs, called directly, through AnyLayout or chosen by size class")
  func customLayoutRuns() throws {
    let declarations = """
      struct FlowLayout: Layout {
        var spacing: CGFloat = 8
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
      }
      """
    let direct = try preview(
      """
          FlowLayout(spacing: 6) {
            Text("swift")
            Text("layout")
          }
      """, declarations: declarations)
    let wrapped = try preview(
      """
          let layout = AnyLayout(FlowLayout(spacing: 6))
          layout { Text("swift"); Text("layout") }
      """, declarations: declarations)
    let chosen = try preview(
      """
          let layout = sizeClass == .compact ? AnyLayout(FlowLayout(spacing: 6)) : AnyLayout(HStackLayout())
          layout { Text("swift"); Text("layout") }
      """, declarations: declarations)
    for mapped in [direct, wrapped, chosen] {
      #expect(mapped.warnings.map(\.description) == [])
      #expect(mapped.body.element.typeName == "FlowLayout")
      #expect(mapped.body.children.map(\.element) == [.text("swift"), .text("layout")])
    }
    #expect(chosen.body.variants.map(\.condition) == [LayoutCondition(horizontalSizeClass: .regular)])
    #expect(chosen.body.variants.map(\.node.element) == [.hStack()])
  }

  @Test("a custom Layout whose code cannot be run is a VStack of its views, with warnings saying why")
  func customLayoutFallsBack() throws {
    let mapped = try preview(
      """
          Masonry {
            Text("swift")
            Text("layout")
          }
      """,
      declarations: """
        struct Masonry: Layout {
          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            measure(subviews)
          }
          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        """)
    let plain = try preview("    VStack { Text(\"swift\"); Text(\"layout\") }")
    #expect(outline(mapped.body) == outline(plain.body))
    #expect(
      mapped.warnings.map(\.description) == [
        "ContentView.swift:4:5: warning: the custom layout 'Masonry' cannot be run by the preview: 'measure(subviews)' cannot be known by the preview",
        "ContentView.swift:12:5: warning: 'Masonry' is a custom layout the preview could not run; its views are drawn in a VStack",
      ])
  }
}
