import TestSupport
import Testing

@testable import LayoutEngine

/// `RetainedLayout` reuses its last result for the same tree in the same context, lays out an
/// edited tree in place, and its frames are always a fresh layout's, over random trees and random
/// edits.
@Suite("Retained layout")
struct RetainedLayoutTests {
  @Test("after random edits, one after another, the same result as a fresh layout; unchanged, reused")
  func randomEdits() {
    PropertyCheck.check("retained layout after edits", minimumApplicable: 1) { (input: RetainedEditCase) in
      let context = input.base.scenario.context()
      let retained = RetainedLayout()
      var tree = input.original
      guard retained.layout(tree, in: context) == LayoutEngine.layout(tree, in: context) else {
        return .fails("first layout differs")
      }
      for (n, edit) in input.edits.enumerated() {
        tree = RetainedEditCase.applying(edit, to: tree)
        guard retained.layout(tree, in: context) == LayoutEngine.layout(tree, in: context) else {
          return .fails("after edit \(n) (\(edit)) the result differs from a fresh layout's")
        }
      }
      let reused = retained.reuseCount
      guard retained.layout(tree, in: context) == LayoutEngine.layout(tree, in: context),
        retained.reuseCount == reused + 1
      else { return .fails("the unchanged tree was not reused") }
      var wider = context
      wider.containerSize.width += 37
      guard retained.layout(tree, in: wider) == LayoutEngine.layout(tree, in: wider) else {
        return .fails("in another context the frames differ from a fresh layout's")
      }
      guard retained.reuseCount == reused + 1 else { return .fails("reused in another context") }
      return .holds
    }
  }

  @Test("most random text and modifier edits are laid out in place, not afresh")
  func editsInPlace() {
    var inPlace = 0
    var edits = 0
    var rng = SplitMix64(seed: 16)
    for _ in 0..<100 {
      let input = RetainedEditCase.random(using: &rng)
      let context = input.base.scenario.context()
      let retained = RetainedLayout()
      var tree = input.original
      _ = retained.layout(tree, in: context)
      for edit in input.edits {
        let edited = RetainedEditCase.applying(edit, to: tree)
        guard edited != tree, case .text = edit.kind, edit.node % tree.nodeCount != 0 else {
          tree = edited
          _ = retained.layout(tree, in: context)
          continue
        }
        tree = edited
        edits += 1
        let before = retained.incrementalCount
        _ = retained.layout(tree, in: context)
        if retained.incrementalCount == before + 1 { inPlace += 1 }
      }
    }
    #expect(edits > 25)
    #expect(inPlace == edits)
  }

  @Test("an edit that changes a text's size moves the nodes after it")
  func editMovesLaterNodes() {
    let tree = vStack(ViewNode(.text("Short"), id: "t"), box(20, 20, id: "b"))
    var edited = tree
    edited.children[0].element = .text("A much longer text that wraps onto several lines here")
    let retained = RetainedLayout()
    let before = retained.layout(tree, in: screen(120, 800)).frame("b")
    let after = retained.layout(edited, in: screen(120, 800)).frame("b")
    #expect(after.minY > before.minY)
    #expect(retained.reuseCount == 0)
    #expect(retained.incrementalCount == 1)
  }

  @Test("edits inside ViewThatFits, backgrounds, overlays and lists give a fresh layout's result")
  func editsInsideOtherAlgorithms() {
    let long = "A label long enough to need the whole width of a narrow screen and more"
    let fits = ViewNode(
      .viewThatFits(vertical: false), children: [hStack(text(long), text(long)), text("Short")])
    let decorated = text("Body").modifier(.background(text("Behind"), alignment: .center))
      .modifier(.overlay(text("Front"), alignment: .topLeading))
    let list = ViewNode(.list(), children: [text("Row one"), text("Row two")])
    let tree = vStack(fits, decorated, list, hStack(text("Left"), text("Right")))
    let context = screen(320, 700)
    let retained = RetainedLayout()
    _ = retained.layout(tree, in: context)
    var edits: [ViewNode] = []
    var shorter = tree
    shorter.children[0].children[0] = hStack(text("Fits"), text("now"))
    edits.append(shorter)
    var longer = shorter
    longer.children[0].children[0] = hStack(text(long), text(long))
    edits.append(longer)
    var background = longer
    background.children[1] = text("Body").modifier(.background(text("Behind it all"), alignment: .center))
    edits.append(background)
    var row = background
    row.children[2].children[1] = text("Row two, longer than before")
    edits.append(row)
    var side = row
    side.children[3].children[0] = text("Leftmost of all")
    edits.append(side)
    for (n, edited) in edits.enumerated() {
      #expect(retained.layout(edited, in: context) == LayoutEngine.layout(edited, in: context), "edit \(n)")
    }
    #expect(retained.incrementalCount >= 3)
  }

  @Test("edits under wave 3's modifiers (safe-area inset and padding, position, clip) match a fresh layout")
  func editsUnderSafeAreaAndPositionModifiers() {
    let inset = vStack(text("First"), text("Second"))
      .modifier(.safeAreaInset(text("Pinned"), edge: .bottom, alignment: .center, spacing: nil))
    let padded = vStack(text("Padded")).modifier(.safeAreaPadding(EdgeInsets(all: 12)))
    let positioned = text("Dot").modifier(.position(x: 40, y: 30))
    let clipped = vStack(text("Clipped content")).modifier(.clip)
    let tree = vStack(inset, padded, positioned, clipped)
    let context = screen(320, 700)
    let retained = RetainedLayout()
    _ = retained.layout(tree, in: context)
    var edits: [ViewNode] = []
    var a = tree
    a.children[0].children[1] = text("Second, now long enough to wrap onto a second line or more")
    edits.append(a)
    var b = a
    b.children[1].children[0] = text("Padded and longer")
    edits.append(b)
    var c = b
    c.children[3].children[0] = text("Clipped content, longer")
    edits.append(c)
    for (n, edited) in edits.enumerated() {
      #expect(retained.layout(edited, in: context) == LayoutEngine.layout(edited, in: context), "edit \(n)")
    }
  }
}
