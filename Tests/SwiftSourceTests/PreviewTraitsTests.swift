import Testing

@testable import SwiftSource

/// Traits of `#Preview` and the legacy preview modifiers become `PreviewTraits`.
@Suite struct PreviewTraitsTests {
  private func traits(_ traits: String) throws -> (PreviewTraits, [String]) {
    let preview = try program("import SwiftUI\n#Preview(\"P\", traits: \(traits)) { Text(\"a\") }\n")
      .previews[0]
    return (preview.traits, preview.warnings.map(\.message))
  }

  @Test func orientations() throws {
    #expect(try traits(".landscapeLeft").0.orientation == .landscapeLeft)
    #expect(try traits(".landscapeRight").0.orientation == .landscapeRight)
    #expect(try traits(".portrait").0.orientation == .portrait)
    #expect(try traits(".portrait").0.layout == .device)
  }

  @Test func layouts() throws {
    #expect(try traits(".sizeThatFitsLayout").0.layout == .sizeThatFits)
    #expect(
      try traits(".fixedLayout(width: 320, height: 240.5)").0.layout == .fixed(width: 320, height: 240.5))
  }

  @Test func severalTraitsAfterOneLabel() throws {
    let (found, warnings) = try traits(".landscapeRight, .sizeThatFitsLayout")
    #expect(found == PreviewTraits(orientation: .landscapeRight, layout: .sizeThatFits))
    #expect(warnings.isEmpty)
  }

  @Test func unknownOrInvalidTraitsWarnAndAreLeftOut() throws {
    let (found, warnings) = try traits(".modifier(SampleData()), .fixedLayout(width: -1, height: 10)")
    #expect(found == PreviewTraits())
    #expect(
      warnings == [
        "preview trait '.modifier(SampleData())' is not applied by the preview",
        "fixed layout (width and height must be positive numbers) '.fixedLayout(width: -1, height: 10)' is not applied by the preview",
      ])
    let preview = try program("#Preview(\"P\", traits: .modifier(X())) { Text(\"a\") }").previews[0]
    let evaluation = try program("#Preview(\"P\", traits: .modifier(X())) { Text(\"a\") }").evaluate(preview)
    #expect(
      evaluation.warnings.map(\.description) == [
        "ContentView.swift:1:23: warning: preview trait '.modifier(X())' is not applied by the preview"
      ])
  }

  @Test func legacyPreviewModifiers() throws {
    let previews = try program(
      """
      import SwiftUI
      struct V: View { var body: some View { Text("v") } }
      struct V_Previews: PreviewProvider {
        static var previews: some View {
          V().previewLayout(.sizeThatFits)
          V().previewLayout(.fixed(width: 400, height: 300)).previewInterfaceOrientation(.landscapeLeft)
          V().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)")).previewDisplayName("SE")
        }
      }
      """
    ).previews
    #expect(previews.map(\.traits.layout) == [.sizeThatFits, .fixed(width: 400, height: 300), .device])
    #expect(previews.map(\.traits.orientation) == [nil, .landscapeLeft, nil])
    #expect(previews[2].traits.device == "iPhone SE (3rd generation)")
    #expect(previews[2].title == "SE")
  }

  @Test("a fixed layout's size may name the program's constants, in this file or a sibling")
  func fixedLayoutOfConstants() throws {
    let previews = try program(
      """
      import SwiftUI
      enum Sizes {
        static let rowWidth: CGFloat = 320
        static let rowHeight = CGFloat(96)
        enum Card { static let side: Double = rowSide }
      }
      let rowSide: Double = 180
      struct Row: View { var body: some View { Text("Fern") } }
      struct Row_Previews: PreviewProvider {
        static var previews: some View {
          Row().previewLayout(.fixed(width: Sizes.rowWidth, height: Sizes.rowHeight))
          Row().previewLayout(.fixed(width: Sizes.Card.side, height: Metrics.tileHeight))
          Row().previewLayout(.fixed(width: Sizes.unknown, height: 80))
        }
      }
      """, siblings: ["Metrics.swift": "import SwiftUI\nenum Metrics { static let tileHeight: CGFloat = 64 }"]
    ).previews
    #expect(
      previews.map(\.traits.layout) == [
        .fixed(width: 320, height: 96), .fixed(width: 180, height: 64), .device,
      ])
    #expect(previews[0].warnings.isEmpty)
    // A name that is not a constant the files declare is still not applied, and says so.
    #expect(
      previews[2].warnings.map(\.message) == [
        "fixed layout (width and height must be positive numbers) '.fixed(width: Sizes.unknown, height: 80)' is not applied by the preview"
      ])
  }

  @Test func groupModifiersApplyToEachChildAndPreviewModifiersLeaveTheTree() throws {
    let program = try program(
      """
      import SwiftUI
      struct V_Previews: PreviewProvider {
        static var previews: some View {
          Group {
            Text("a").previewDisplayName("A")
            Text("b")
          }
          .previewLayout(.sizeThatFits)
        }
      }
      """)
    let previews = program.previews
    #expect(previews.map(\.traits.layout) == [.sizeThatFits, .sizeThatFits])
    #expect(previews.map(\.title) == ["A", "Text"])
    #expect(program.evaluate(previews[0]).views.map(\.description) == [#"Text("a")"#])
  }
}
