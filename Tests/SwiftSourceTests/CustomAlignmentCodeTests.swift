import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// Alignment guides of the app's own (`AlignmentID`s of the files) as SwiftUI's documentation and
/// tutorials write them, laid out by the engine: frames worked out by hand.
@Suite("Custom alignment guides from Swift source")
struct CustomAlignmentCodeTests {
  /// Two guides of the file's own: `myCenter`, a view's vertical centre, and `fieldLeading`, its
  /// leading edge.
  static let guides = """
    extension VerticalAlignment {
      private enum MyCenter: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
      }
      static let myCenter = VerticalAlignment(MyCenter.self)
    }

    extension HorizontalAlignment {
      private struct FieldLeading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
      }
      static let fieldLeading = HorizontalAlignment(FieldLeading.self)
    }
    """

  /// The preview of `body` beside `guides`, mapped.
  private func preview(_ body: String) throws -> MappedPreview {
    let program = try program("import SwiftUI\n\(Self.guides)\n#Preview {\n\(body)\n}\n")
    return program.tree(of: try #require(program.previews.first))
  }

  @Test("an HStack aligned by a custom guide: defaults and a view's own value")
  func hStack() throws {
    let mapped = try preview(
      """
        HStack(alignment: .myCenter, spacing: 0) {
          Color.red.frame(width: 60, height: 30).id("a")
          Color.blue.frame(width: 60, height: 90)
            .alignmentGuide(.myCenter) { d in d[.top] + 10 }
            .id("b")
        }
      """)
    #expect(mapped.warnings.map(\.description) == [])
    // a's guide is its centre, 15; b's its own, 10. The row reaches 15 above the line and
    // max(15, 80) below: 95 tall, 120 wide, centred in 400 × 800 at (140, 352.5).
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    #expect(result.frame("a") == Rect(x: 140, y: 352.5, width: 60, height: 30))
    #expect(result.frame("b") == Rect(x: 200, y: 357.5, width: 60, height: 90))
  }

  @Test("rows of a form line their fields up by a custom guide set inside each row")
  func formRows() throws {
    let mapped = try preview(
      """
        VStack(alignment: .fieldLeading, spacing: 0) {
          HStack(spacing: 10) {
            Color.gray.frame(width: 50, height: 20).id("label1")
            Color.blue.frame(width: 100, height: 20)
              .alignmentGuide(.fieldLeading) { d in d[.leading] }
              .id("field1")
          }
          HStack(spacing: 10) {
            Color.gray.frame(width: 90, height: 20).id("label2")
            Color.blue.frame(width: 80, height: 20)
              .alignmentGuide(.fieldLeading) { d in d[.leading] }
              .id("field2")
          }
        }
      """)
    #expect(mapped.warnings.map(\.description) == [])
    // The rows' guides are 60 and 100 in: 200 wide together, at x 100; both fields at x 200.
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    #expect(result.frame("label1") == Rect(x: 140, y: 380, width: 50, height: 20))
    #expect(result.frame("field1") == Rect(x: 200, y: 380, width: 100, height: 20))
    #expect(result.frame("label2") == Rect(x: 100, y: 400, width: 90, height: 20))
    #expect(result.frame("field2") == Rect(x: 200, y: 400, width: 80, height: 20))
  }

  @Test("a frame and a ZStack take a custom guide in an Alignment")
  func frameAlignment() throws {
    let mapped = try preview(
      """
        ZStack(alignment: Alignment(horizontal: .center, vertical: .myCenter)) {
          Color.gray.frame(width: 100, height: 60).id("card")
          Color.blue.frame(width: 20, height: 20)
            .alignmentGuide(.myCenter) { d in d.height }
            .id("dot")
        }
      """)
    #expect(mapped.warnings.map(\.description) == [])
    // card's guide is its centre, 30; dot's its bottom, 20: the dot sits 10 from the card's
    // top; the union is 60 tall, centred at (150, 370).
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    #expect(result.frame("card") == Rect(x: 150, y: 370, width: 100, height: 60))
    #expect(result.frame("dot") == Rect(x: 190, y: 380, width: 20, height: 20))
  }

  @Test("a guide written before padding is carried out through it")
  func throughPadding() throws {
    let mapped = try preview(
      """
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 100, height: 30).id("a")
          Color.blue.frame(width: 50, height: 20)
            .alignmentGuide(.leading) { d in d[.trailing] }
            .padding(10)
            .id("b")
        }
      """)
    #expect(mapped.warnings.map(\.description) == [])
    // b's guide, its trailing edge, is 60 into its padding: a's leading edge meets b's trailing.
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    #expect(result.frame("a") == Rect(x: 180, y: 365, width: 100, height: 30))
    #expect(result.frame("b") == Rect(x: 130, y: 405, width: 50, height: 20))
  }

  @Test("an AlignmentID whose default the preview cannot compute is named in a warning")
  func unknownDefault() throws {
    let program = try program(
      """
      import SwiftUI
      extension VerticalAlignment {
        private enum Odd: AlignmentID {
          static func defaultValue(in d: ViewDimensions) -> CGFloat { Model.shared.offset }
        }
        static let odd = VerticalAlignment(Odd.self)
      }
      #Preview {
        HStack(alignment: .odd) { Text("a") }
      }
      """)
    let mapped = program.tree(of: try #require(program.previews.first))
    #expect(
      mapped.warnings.contains {
        $0.description.contains("the alignment 'VerticalAlignment.Odd' cannot be computed")
      })
  }
}
