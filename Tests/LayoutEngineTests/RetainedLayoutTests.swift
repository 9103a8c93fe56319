import Testing

@testable import LayoutEngine

/// `RetainedLayout` reuses its last result only for the same tree in the same context, and its
/// frames are always a fresh layout's, over random trees and random edits.
@Suite("Retained layout")
struct RetainedLayoutTests {
  @Test("after a random edit, the same frames as a fresh layout; laid out again unchanged, reused")
  func randomEdits() {
    PropertyCheck.check("retained layout after an edit", minimumApplicable: 1) { (input: RetainedEditCase) in
      let context = input.base.scenario.context()
      let retained = RetainedLayout()
      let original = input.original
      let first = retained.layout(original, in: context)
      guard first == LayoutEngine.layout(original, in: context) else { return .fails("first layout differs") }
      let edited = input.edited(original)
      let afterEdit = retained.layout(edited, in: context)
      guard afterEdit == LayoutEngine.layout(edited, in: context) else {
        return .fails("after the edit the frames differ from a fresh layout's")
      }
      let reused = retained.reuseCount
      guard retained.layout(edited, in: context) == afterEdit, retained.reuseCount == reused + 1 else {
        return .fails("the unchanged tree was not reused")
      }
      var wider = context
      wider.containerSize.width += 37
      guard retained.layout(edited, in: wider) == LayoutEngine.layout(edited, in: wider) else {
        return .fails("in another context the frames differ from a fresh layout's")
      }
      guard retained.reuseCount == reused + 1 else { return .fails("reused in another context") }
      return .holds
    }
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
  }
}
