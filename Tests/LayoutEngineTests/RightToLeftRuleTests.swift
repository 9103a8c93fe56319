import TestSupport
import Testing

@testable import LayoutEngine

/// One test per rule of the HIG's "Right to left" article that the engine decides.
@Suite("Right to left, as the HIG says")
struct RightToLeftRuleTests {
  let rtl = screen(400, 800, direction: .rightToLeft)
  let ltr = screen(400, 800)

  @Test("leading padding is on the right in RTL; trailing on the left")
  func paddingFollowsDirection() {
    let tree = vStack(
      box(100, 20, id: "a").modifier(.padding(EdgeInsets(leading: 30))),
      box(100, 20, id: "b").modifier(.padding(EdgeInsets(trailing: 30))))
    let l = LayoutEngine.layout(tree, in: ltr)
    let r = LayoutEngine.layout(tree, in: rtl)
    // The VStack is 130 wide, centred at x 135…265.
    #expect(l.frame("a").minX == 165)
    #expect(r.frame("a").minX == 135)
    #expect(l.frame("b").minX == 135)
    #expect(r.frame("b").minX == 165)
  }

  @Test("a frame's leading alignment puts the child on the right in RTL")
  func frameAlignmentFollowsDirection() {
    let tree = box(50, 20, id: "a").modifier(.frame(FrameSpec(width: 300, alignment: .leading)))
    #expect(LayoutEngine.layout(tree, in: ltr).frame("a").minX == 50)
    #expect(LayoutEngine.layout(tree, in: rtl).frame("a").minX == 300)
  }

  @Test("a step indicator's numerals reverse: step 1 is rightmost in RTL")
  func countingOrderReverses() {
    let steps = hStack(
      ViewNode(.text("1"), id: "1"), ViewNode(.text("2"), id: "2"), ViewNode(.text("3"), id: "3"),
      spacing: 16)
    let l = LayoutEngine.layout(steps, in: ltr)
    let r = LayoutEngine.layout(steps, in: rtl)
    #expect(l.frame("1").minX < l.frame("2").minX && l.frame("2").minX < l.frame("3").minX)
    #expect(r.frame("1").minX > r.frame("2").minX && r.frame("2").minX > r.frame("3").minX)
    #expect(abs(r.frame("1").maxX - (400 - l.frame("1").minX)) < 1e-9)
  }

  @Test("a price is one text: its frame mirrors, its string is never split or reversed")
  func numberStaysWhole() {
    let row = hStack(ViewNode(.text("Total"), id: "label"), fill(), ViewNode(.text("$12.99"), id: "price"))
    let r = LayoutEngine.layout(row, in: rtl)
    let price = r.node(withID: "price")!
    #expect(price.text?.lines.map(\.text) == ["$12.99"])
    #expect(abs(price.frame.minX) < 1e-9)
    #expect(r.frame("label").maxX == 400)
  }

  @Test("one- and two-line natural text aligns to the context: right in RTL")
  func shortTextFollowsContext() {
    let node = ViewNode(.text("Settings"), id: "t")
    let r = LayoutEngine.layout(node, in: rtl).node(withID: "t")!
    #expect(r.text?.lines.count == 1)
    #expect(r.textLineDirection == .rightToLeft)
  }

  @Test("a paragraph (three or more lines) aligns by its own language, not the context")
  func paragraphFollowsItsLanguage() {
    let english = ViewNode(
      .text("Your order is being prepared and will leave the kitchen in a few minutes from now."),
      modifiers: [.frame(FrameSpec(width: 150))], id: "p")
    let inRTL = LayoutEngine.layout(english, in: rtl).node(withID: "p")!
    #expect(inRTL.text!.lines.count >= 3)
    #expect(inRTL.textLineDirection == .leftToRight)
    let hebrew = ViewNode(
      .text("ההזמנה שלך בהכנה. נשלח לך הודעה כשהשליח יאסוף אותה, ושוב כשהוא קרוב."),
      modifiers: [.frame(FrameSpec(width: 150))], id: "p")
    let inLTR = LayoutEngine.layout(hebrew, in: ltr).node(withID: "p")!
    #expect(inLTR.text!.lines.count >= 3)
    #expect(inLTR.textLineDirection == .rightToLeft)
  }

  @Test("explicit alignment and two-line text keep the context's direction")
  func explicitAlignmentFollowsContext() {
    let paragraph = ViewNode(
      .text("Your order is being prepared and will leave the kitchen in a few minutes from now."),
      modifiers: [.frame(FrameSpec(width: 150)), .multilineTextAlignment(.leading)], id: "p")
    let node = LayoutEngine.layout(paragraph, in: rtl).node(withID: "p")!
    #expect(node.isTextAlignmentExplicit)
    #expect(node.textLineDirection == .rightToLeft)
    let twoLines = ViewNode(
      .text("Your order is being prepared"), modifiers: [.frame(FrameSpec(width: 150))], id: "t")
    let short = LayoutEngine.layout(twoLines, in: rtl).node(withID: "t")!
    #expect(short.text?.lines.count == 2)
    #expect(short.textLineDirection == .rightToLeft)
  }

  @Test("a subtree can keep left-to-right: playback controls are not reversed in RTL")
  func subtreeKeepsLeftToRight() {
    let controls = hStack(
      box(20, 20, id: "rewind"), box(20, 20, id: "play"), box(20, 20, id: "forward"), spacing: 10
    ).modifier(.layoutDirection(.leftToRight))
    let tree = vStack(controls, box(400, 10), alignment: .leading)
    let r = LayoutEngine.layout(tree, in: rtl)
    // The 80 pt row sits on the leading (right) side of the RTL stack, its children left to right.
    #expect(r.frame("rewind").minX == 320)
    #expect(r.frame("play").minX == 350)
    #expect(r.frame("forward").minX == 380)
    #expect(r.node(withID: "play")?.layoutDirection == .leftToRight)
  }

  @Test("a left-to-right subtree still sits on the leading (right) side of its RTL parent")
  func subtreeIsPlacedByItsParent() {
    let field = box(100, 20, id: "phone").modifier(.layoutDirection(.leftToRight))
    let tree = vStack(field, box(300, 10), alignment: .leading)
    #expect(LayoutEngine.layout(tree, in: rtl).frame("phone").minX == 250)
  }
}

/// The list of directional SF Symbols and the per-element flag.
@Suite("Mirrored symbols")
struct MirroredSymbolTests {
  func placed(_ node: ViewNode, _ direction: LayoutDirection = .rightToLeft) -> PlacedNode {
    LayoutEngine.layout(node, in: screen(direction: direction)).nodes[0]
  }

  func symbol(_ name: String, _ modifiers: [Modifier] = []) -> ViewNode {
    ViewNode(.image(.symbol(name), resizable: false), modifiers: modifiers)
  }

  @Test(
    "back/forward chevrons and arrows, text and motion symbols mirror",
    arguments: [
      "chevron.backward", "chevron.forward", "arrow.backward", "arrow.forward.circle.fill",
      "arrowshape.backward.fill", "chevron.backward.2", "list.bullet", "text.alignleft",
      "text.justify.leading", "paperplane", "paperplane.fill", "speaker.wave.3.fill",
      "arrow.uturn.backward",
    ])
  func mirrors(name: String) {
    #expect(DirectionalSymbols.mirrors(name))
    #expect(placed(symbol(name)).isMirrored)
    #expect(!placed(symbol(name), .leftToRight).isMirrored)
  }

  @Test(
    "physical directions, universal marks, clocks and media transport never mirror",
    arguments: [
      "chevron.left", "chevron.right", "arrow.left", "arrow.up", "checkmark", "checkmark.circle",
      "clock", "apple.logo", "star.fill", "play.fill", "backward.fill", "forward.fill", "speaker.fill",
      "listen",
    ])
  func neverMirrors(name: String) {
    #expect(!DirectionalSymbols.mirrors(name))
    #expect(!placed(symbol(name)).isMirrored)
  }

  @Test("photos never mirror unless the file says so")
  func photos() {
    let photo = ViewNode(.image(.photo("beach", naturalSize: Size(width: 40, height: 30)), resizable: false))
    #expect(!placed(photo).isMirrored)
    #expect(placed(photo.modifier(.flipsForRightToLeft(true))).isMirrored)
  }

  @Test("the per-element flag overrides the list both ways, and only in RTL")
  func flagOverrides() {
    #expect(!placed(symbol("chevron.backward", [.flipsForRightToLeft(false)])).isMirrored)
    #expect(placed(symbol("bolt", [.flipsForRightToLeft(true)])).isMirrored)
    #expect(!placed(symbol("bolt", [.flipsForRightToLeft(true)]), .leftToRight).isMirrored)
  }
}
