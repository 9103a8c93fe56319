import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// An app's own `Layout` (`struct TagFlow: Layout`) runs in the engine: the Swift reader
/// evaluates its `sizeThatFits` and `placeSubviews` with the engine's proxies as `subviews`, each
/// time layout asks. Every layout here is written as an app writes one, and its frames are
/// checked against frames worked out by hand.
@Suite("Custom layouts run from Swift source")
struct CustomLayoutCodeTests {
  /// The preview of `body` with `declarations` beside it, mapped.
  private func preview(_ body: String, declarations: String) throws -> MappedPreview {
    let program = try program("import SwiftUI\n\(declarations)\n#Preview {\n\(body)\n}\n")
    return program.tree(of: try #require(program.previews.first))
  }

  /// A tag cloud as apps write one: a row fills until the next chip would pass the width, then
  /// wraps; the container is as wide as its widest row.
  static let tagFlow = """
    struct TagFlow: Layout {
      var spacing: CGFloat = 8

      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
          let size = subview.sizeThatFits(.unspecified)
          if x > 0 && x + size.width > maxWidth {
            x = 0
            y += rowHeight + spacing
            rowHeight = 0
          }
          x += size.width + spacing
          rowHeight = max(rowHeight, size.height)
          widest = max(widest, x - spacing)
        }
        return CGSize(width: widest, height: y + rowHeight)
      }

      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        var rowHeight: CGFloat = 0
        for subview in subviews {
          let size = subview.sizeThatFits(.unspecified)
          if point.x > bounds.minX && point.x + size.width > bounds.maxX {
            point.x = bounds.minX
            point.y += rowHeight + spacing
            rowHeight = 0
          }
          subview.place(at: point, proposal: ProposedViewSize(size))
          point.x += size.width + spacing
          rowHeight = max(rowHeight, size.height)
        }
      }
    }
    """

  /// Five chips of known widths, `a` to `e`.
  static let chips = """
      TagFlow(spacing: 6) {
        ForEach([("a", 60), ("b", 50), ("c", 70), ("d", 40), ("e", 90)], id: \\.0) { tag in
          Color.blue.frame(width: CGFloat(tag.1), height: 20).id(tag.0)
        }
      }
    """

  @Test("a flow of chips wraps at the width: rows as worked out by hand, centred on the screen")
  func flowWraps() throws {
    let mapped = try preview(Self.chips, declarations: Self.tagFlow)
    #expect(mapped.warnings.map(\.description) == [])
    #expect(mapped.body.element.typeName == "TagFlow")
    let result = LayoutEngine.layout(mapped.body, in: screen(200, 800))
    // Row 1: a at 0, b at 66, c at 122 (ends at 192); d would end at 238, so row 2 at y 26.
    // The flow is 192 × 46, centred: x 4, y 377.
    #expect(result.frame("a") == Rect(x: 4, y: 377, width: 60, height: 20))
    #expect(result.frame("b") == Rect(x: 70, y: 377, width: 50, height: 20))
    #expect(result.frame("c") == Rect(x: 126, y: 377, width: 70, height: 20))
    #expect(result.frame("d") == Rect(x: 4, y: 403, width: 40, height: 20))
    #expect(result.frame("e") == Rect(x: 50, y: 403, width: 90, height: 20))
  }

  @Test("right to left, the flow's placements are mirrored within it: the first chip at the right")
  func flowRightToLeft() throws {
    let mapped = try preview(Self.chips, declarations: Self.tagFlow)
    let result = LayoutEngine.layout(mapped.body, in: screen(200, 800, direction: .rightToLeft))
    // Mirrored within the container (x 4 to 196): x' = 4 + 192 - offset - width.
    #expect(result.frame("a").minX == 136)
    #expect(result.frame("b").minX == 80)
    #expect(result.frame("c").minX == 4)
    #expect(result.frame("d").minX == 156)
    #expect(result.frame("e").minX == 60)
    #expect(result.frame("d").minY == 403)
  }

  @Test("text chips wrap inside every width at every type size, and wrap more as the text grows")
  func textChipsAtEveryTypeSize() throws {
    let tags = (1...14).map { "\"tag \($0)\"" }.joined(separator: ", ")
    let mapped = try preview(
      """
        TagFlow {
          ForEach([\(tags)], id: \\.self) { tag in
            Text(tag)
              .padding(.horizontal, 10)
              .padding(.vertical, 4)
              .background(Capsule().fill(.blue.opacity(0.2)))
              .id(tag)
          }
        }
        .padding()
      """, declarations: Self.tagFlow)
    #expect(mapped.warnings.map(\.description) == [])
    var rowsBySize: [Int] = []
    for size in [DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility5] {
      for width in [320.0, 402, 1024] {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
          let context = LayoutContext(
            containerSize: Size(width: width, height: 2000), dynamicTypeSize: size, layoutDirection: direction
          )
          let result = LayoutEngine.layout(mapped.body, in: context)
          let frames = (1...14).map { result.frame("tag \($0)") }
          // Inside the padded width, and no two chips overlap.
          #expect(frames.allSatisfy { $0.minX >= 16 - 1e-9 && $0.maxX <= width - 16 + 1e-9 })
          for (i, a) in frames.enumerated() {
            for b in frames[(i + 1)...] {
              let overlap = a.intersection(b)
              #expect(overlap.width * overlap.height < 1e-9, "\(a) and \(b) overlap")
            }
          }
          if width == 402, direction == .leftToRight { rowsBySize.append(Set(frames.map(\.minY)).count) }
        }
      }
    }
    // Larger text, wider chips, more rows.
    #expect(rowsBySize == rowsBySize.sorted())
    #expect(rowsBySize.first! < rowsBySize.last!)
  }

  static let equalWidthRow = """
    struct EqualWidthRow: Layout {
      var spacing: CGFloat = 10

      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let width = widestIdealWidth(of: subviews)
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        let gaps = spacing * CGFloat(subviews.count - 1)
        return CGSize(width: width * CGFloat(subviews.count) + gaps, height: height)
      }

      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = widestIdealWidth(of: subviews)
        let slot = ProposedViewSize(width: width, height: bounds.height)
        var x = bounds.minX + width / 2
        for index in subviews.indices {
          subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: slot)
          x += width + spacing
        }
      }

      private func widestIdealWidth(of subviews: Subviews) -> CGFloat {
        subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(0) { max($0, $1) }
      }
    }
    """

  @Test("an equal-width row gives every button the widest one's width")
  func equalWidthRow() throws {
    let mapped = try preview(
      """
        EqualWidthRow {
          Color.red.frame(idealWidth: 40, maxWidth: .infinity, idealHeight: 30).id("cancel")
          Color.red.frame(idealWidth: 90, maxWidth: .infinity, idealHeight: 30).id("save")
          Color.red.frame(idealWidth: 60, maxWidth: .infinity, idealHeight: 30).id("more")
        }
      """, declarations: Self.equalWidthRow)
    #expect(mapped.warnings.map(\.description) == [])
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    // Three slots of 90 with 10 between: 290 wide, 30 tall, centred at x 55, y 385.
    #expect(result.frame("cancel") == Rect(x: 55, y: 385, width: 90, height: 30))
    #expect(result.frame("save") == Rect(x: 155, y: 385, width: 90, height: 30))
    #expect(result.frame("more") == Rect(x: 255, y: 385, width: 90, height: 30))
  }

  @Test("a radial layout puts its subviews on a circle, starting at the top")
  func radial() throws {
    let mapped = try preview(
      """
        RadialLayout(radius: 80) {
          ForEach(0..<4) { index in
            Circle().frame(width: 20, height: 20).id("dot \\(index)")
          }
        }
      """,
      declarations: """
        struct RadialLayout: Layout {
          var radius: CGFloat
          /// Where the first subview goes: kept as written by view code, read as an angle by the layout's.
          var start = Angle.degrees(-90)

          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let largest = subviews.map { subview -> CGFloat in
              let size = subview.sizeThatFits(.unspecified)
              return max(size.width, size.height)
            }.max() ?? 0
            return CGSize(width: 2 * radius + largest, height: 2 * radius + largest)
          }

          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let step = Angle.radians(2 * .pi / Double(subviews.count))
            for (index, subview) in subviews.enumerated() {
              let angle = step.radians * Double(index) + start.radians
              let center = CGPoint(x: bounds.midX + cos(angle) * radius, y: bounds.midY + sin(angle) * radius)
              subview.place(at: center, anchor: .center, proposal: .unspecified)
            }
          }
        }
        """)
    #expect(mapped.warnings.map(\.description) == [])
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    // 180 × 180 centred on (200, 400); dots 20 × 20 centred 80 from the middle: top, right,
    // bottom, left.
    let expected = [(190.0, 310.0), (270, 390), (190, 470), (110, 390)]
    for (index, (x, y)) in expected.enumerated() {
      let frame = result.frame("dot \(index)")
      #expect(close(frame.minX, x) && close(frame.minY, y), "dot \(index): \(frame)")
    }
  }

  static let columns = """
    private struct Column: LayoutValueKey {
      static let defaultValue = 0
    }

    extension View {
      func column(_ column: Int) -> some View { layoutValue(key: Column.self, value: column) }
    }

    /// Two columns of fixed width; each view says its column, and the heights are measured once.
    struct ColumnsLayout: Layout {
      var columnWidth: CGFloat = 100

      struct Cache {
        var heights: [CGFloat]
      }

      func makeCache(subviews: Subviews) -> Cache {
        Cache(heights: subviews.map { $0.sizeThatFits(.unspecified).height })
      }

      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        var bottoms: [CGFloat] = [0, 0]
        for index in subviews.indices {
          bottoms[subviews[index][Column.self]] += cache.heights[index]
        }
        return CGSize(width: columnWidth * 2, height: bottoms.max() ?? 0)
      }

      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var tops = [bounds.minY, bounds.minY]
        for (index, subview) in subviews.enumerated() {
          let column = subview[Column.self]
          let origin = CGPoint(x: bounds.minX + CGFloat(column) * columnWidth, y: tops[column])
          subview.place(at: origin, proposal: ProposedViewSize(width: columnWidth, height: cache.heights[index]))
          tops[column] += cache.heights[index]
        }
      }
    }
    """

  @Test("layout values choose each view's column and a cache keeps the measured heights")
  func layoutValuesAndCache() throws {
    let mapped = try preview(
      """
        ColumnsLayout(columnWidth: 100) {
          Rectangle().frame(width: 100, height: 40).id("one")
          Rectangle().frame(width: 100, height: 30).column(1).id("two")
          Rectangle().frame(width: 100, height: 50).id("three")
          Rectangle().frame(width: 100, height: 20).column(1).id("four")
        }
      """, declarations: Self.columns)
    #expect(mapped.warnings.map(\.description) == [])
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    // Columns of 40 + 50 and 30 + 20: 200 × 90, centred at x 100, y 355.
    #expect(result.frame("one") == Rect(x: 100, y: 355, width: 100, height: 40))
    #expect(result.frame("three") == Rect(x: 100, y: 395, width: 100, height: 50))
    #expect(result.frame("two") == Rect(x: 200, y: 355, width: 100, height: 30))
    #expect(result.frame("four") == Rect(x: 200, y: 385, width: 100, height: 20))
  }

  @Test("a retained layout relays out an edit inside an evaluated layout as a fresh one does")
  func retainedEqualsFresh() throws {
    let before = try preview(Self.chips, declarations: Self.tagFlow)
    let after = try preview(
      Self.chips.replacingOccurrences(of: "(\"b\", 50)", with: "(\"b\", 120)"), declarations: Self.tagFlow)
    let retained = RetainedLayout()
    let context = screen(200, 800)
    _ = retained.layout(before.body, in: context)
    #expect(retained.layout(after.body, in: context) == LayoutEngine.layout(after.body, in: context))
    #expect(
      retained.layout(after.body, in: screen(300, 800))
        == LayoutEngine.layout(after.body, in: screen(300, 800)))
  }

  @Test(
    "code the preview cannot run is a VStack with a warning at what stopped it",
    arguments: [
      // Whichever comes first, 200,000 steps or 0.2 s.
      ("while true { }", "8:", "(the limit of one layout call)"),
      ("for _ in 0..<1_000_000_000 { _ = 1 }", "8:", "(the limit of one layout call)"),
      (
        "let big = Array(repeating: 0, count: 10_000_000)", "8:15",
        "an array would have more than 100000 elements (the limit of one layout call)"
      ),
      ("let width = model.width", "8:17", "'model' cannot be known by the preview"),
    ])
  func cannotRun(code: String, at place: String, message: String) throws {
    let mapped = try preview(
      """
        Stubborn {
          Color.red.frame(width: 10, height: 10)
          Color.red.frame(width: 10, height: 10)
        }
      """,
      declarations: """
        struct Stubborn: Layout {
          func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: .zero, proposal: .unspecified) }
          }

          func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            \(code)
            return CGSize(width: 10, height: 10)
          }
        }
        """)
    let reason = try #require(mapped.warnings.first { $0.message.hasPrefix("the custom layout 'Stubborn'") })
    #expect("\(reason.location.line):\(reason.location.column)".hasPrefix(place))
    #expect(reason.message.contains(message), "\(reason.message)")
    #expect(
      mapped.warnings.contains {
        $0.message.contains("'Stubborn' is a custom layout the preview could not run")
      })
    #expect(mapped.body.element == .vStack())
    #expect(mapped.body.children.count == 2)
  }
}
