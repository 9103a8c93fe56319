import LayoutEngine
import LayoutMapping
import SwiftSource
import TestSupport
import Testing

/// Lengths of Swift source computed from a `GeometryReader`'s proxy or the screen, as apps write
/// them: the engine computes them while it lays out, so one reading previews every device. Frames
/// worked out by hand.
@Suite("Lengths from a GeometryReader or the screen")
struct ComputedLengthCodeTests {
  /// The preview of `body` with `declarations` beside it, mapped.
  private func preview(_ body: String, declarations: String = "") throws -> MappedPreview {
    let program = try program("import SwiftUI\n\(declarations)\n#Preview {\n\(body)\n}\n")
    return program.tree(of: try #require(program.previews.first))
  }

  @Test("a card a third of the reader's width: 130 on a phone, 344 on an iPad, in landscape, right to left")
  func thirdOfReader() throws {
    let mapped = try preview(
      """
        GeometryReader { proxy in
          Color.blue
            .frame(width: proxy.size.width / 3, height: 40)
            .id("card")
        }
      """)
    #expect(mapped.warnings.map(\.description) == [])
    let phone = LayoutEngine.layout(mapped.body, in: screen(390, 844))
    #expect(phone.frame("card") == Rect(x: 0, y: 0, width: 130, height: 40))
    let pad = LayoutEngine.layout(mapped.body, in: screen(1032, 1376))
    #expect(pad.frame("card") == Rect(x: 0, y: 0, width: 344, height: 40))
    let landscape = LayoutEngine.layout(mapped.body, in: screen(844, 390))
    #expect(landscape.frame("card").width == 844.0 / 3)
    let rtl = LayoutEngine.layout(mapped.body, in: screen(390, 844, direction: .rightToLeft))
    #expect(rtl.frame("card") == Rect(x: 260, y: 0, width: 130, height: 40))
  }

  /// A hero image sized from the reader in a helper that takes the proxy, through a local.
  static let showcase = """
    struct Showcase: View {
      var body: some View {
        GeometryReader { proxy in
          hero(in: proxy)
        }
      }

      func hero(in proxy: GeometryProxy) -> some View {
        let side = min(proxy.size.width, 400) * 0.8
        return Color.orange
          .frame(width: side, height: side / 2)
          .padding(.horizontal, proxy.size.width / 20)
          .id("hero")
      }
    }
    """

  @Test("a GeometryProxy parameter, a local, min and arithmetic, in a frame and a padding")
  func helperAndLocal() throws {
    let mapped = try preview("Showcase()", declarations: Self.showcase)
    #expect(mapped.warnings.map(\.description) == [])
    // 390 wide: side = 312, the padding 19.5 on each side.
    let phone = LayoutEngine.layout(mapped.body, in: screen(390, 844))
    #expect(phone.frame("hero") == Rect(x: 19.5, y: 0, width: 312, height: 156))
    // 1032 wide: side = min(1032, 400) × 0.8 = 320, the padding 51.6.
    let pad = LayoutEngine.layout(mapped.body, in: screen(1032, 1376))
    #expect(pad.frame("hero") == Rect(x: 51.6, y: 0, width: 320, height: 160))
    // Right to left the padding is on the leading, now right, side.
    let rtl = LayoutEngine.layout(mapped.body, in: screen(390, 844, direction: .rightToLeft))
    #expect(rtl.frame("hero") == Rect(x: 390 - 19.5 - 312, y: 0, width: 312, height: 156))
  }

  @Test("half the screen's width less the margins, from UIScreen.main.bounds, in each orientation")
  func screenWidth() throws {
    let mapped = try preview(
      """
        VStack(spacing: 0) {
          Color.green
            .frame(width: (UIScreen.main.bounds.width - 32) / 2, height: 20)
            .id("half")
          Color.red
            .frame(width: UIScreen.main.bounds.size.width / 4, height: 20)
            .id("quarter")
        }
      """)
    #expect(mapped.warnings.map(\.description) == [])
    let phone = LayoutEngine.layout(mapped.body, in: screen(390, 844))
    #expect(phone.frame("half").width == 179)
    #expect(phone.frame("quarter").width == 97.5)
    let landscape = LayoutEngine.layout(mapped.body, in: screen(844, 390))
    #expect(landscape.frame("half").width == 406)
    let pad = LayoutEngine.layout(mapped.body, in: screen(1032, 1376))
    #expect(pad.frame("half") == Rect(x: 266, y: 668, width: 500, height: 20))
  }

  @Test("an offset and a position computed from the reader")
  func offsetAndPosition() throws {
    let mapped = try preview(
      """
        GeometryReader { geometry in
          VStack(alignment: .leading, spacing: 0) {
            Color.gray
              .frame(width: 50, height: 20)
              .offset(x: geometry.size.width / 4)
              .id("moved")
            Circle()
              .frame(width: 20, height: 20)
              .position(x: geometry.size.width / 2, y: geometry.frame(in: .local).height / 4)
              .id("dot")
          }
        }
      """)
    #expect(mapped.warnings.map(\.description) == [])
    // 400 × 800: the offset 100; the position's box the rest of the reader, 780 tall.
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    #expect(result.frame("moved") == Rect(x: 100, y: 0, width: 50, height: 20))
    #expect(result.frame("dot") == Rect(x: 190, y: 20 + 200 - 10, width: 20, height: 20))
    let rtl = LayoutEngine.layout(mapped.body, in: screen(400, 800, direction: .rightToLeft))
    #expect(rtl.frame("moved").minX == 400 - 50 - 100)
  }

  @Test("what the preview cannot compute says where, and the view keeps a length of its own")
  func cannotCompute() throws {
    let mapped = try preview(
      """
        GeometryReader { proxy in
          VStack(spacing: 0) {
            Color.red.frame(width: 30, height: proxy.safeAreaInsets.top).id("inset")
            Color.blue.frame(width: proxy.frame(in: .global).minX, height: 30).id("global")
          }
        }
      """)
    let messages = mapped.warnings.map(\.description)
    #expect(
      messages.contains(
        "ContentView.swift:6:42: warning: the length 'proxy.safeAreaInsets.top' cannot be computed by the preview (its value is not a number the preview knows: of a GeometryReader's proxy it knows the size, not the safe area insets or the place on the screen)"
      ), "\(messages)")
    #expect(
      messages.contains(
        "ContentView.swift:7:31: warning: the length 'proxy.frame(in: .global).minX' cannot be computed by the preview (its value is not a number the preview knows: of a GeometryReader's proxy it knows the size, not the safe area insets or the place on the screen)"
      ), "\(messages)")
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    #expect(result.frame("inset").width == 30)
    #expect(result.frame("global").height == 30)
  }

  @Test("a length that never ends stops at the budget of one layout call, with a warning at it")
  func endless() throws {
    let mapped = try preview(
      """
        GeometryReader { proxy in
          Color.red.frame(width: endless(proxy), height: 10).id("red")
        }
      """,
      declarations: """
        func endless(_ proxy: GeometryProxy) -> CGFloat {
          var width = proxy.size.width
          while width > 0 { width += 1 }
          return width
        }
        """)
    let messages = mapped.warnings.map(\.description)
    #expect(
      messages.contains {
        // In the loop, on line 4, wherever the budget ran out.
        $0.hasPrefix("ContentView.swift:4:")
          && $0.contains(
            "warning: the length 'endless(proxy)' cannot be computed by the preview (evaluation stopped")
          && $0.contains("(the limit of one layout call)")
      }, "\(messages)")
    #expect(LayoutEngine.layout(mapped.body, in: screen(400, 800)).frame("red").height == 10)
  }

  @Test("a length where the engine computes none is the stand-in reader's, with a warning")
  func standIn() throws {
    let mapped = try preview(
      """
        GeometryReader { proxy in
          VStack(spacing: proxy.size.height / 100) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.red.frame(width: 10, height: 10).id("b")
          }
        }
      """)
    #expect(
      mapped.warnings.map(\.description) == [
        "ContentView.swift:5:12: warning: 'proxy.size.height / 100' is computed by the preview for a 390 × 844 reader and screen only: it computes lengths while laying out in frame, padding, offset and position"
      ])
    let result = LayoutEngine.layout(mapped.body, in: screen(400, 800))
    #expect(abs(result.frame("b").minY - result.frame("a").maxY - 8.44) < 1e-9)
  }
}
