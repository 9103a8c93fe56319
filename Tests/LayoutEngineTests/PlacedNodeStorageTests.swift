import TestSupport
import Testing

@testable import LayoutEngine

/// `PlacedNode` keeps its rarely set fields in a copy-on-write box and its parent, role and depth
/// as 32-bit integers (to stay small: a 100k-node result array is 31 MB, docs/Performance.md); both must
/// behave as the stored properties they replace.
@Suite("PlacedNode's compact storage")
struct PlacedNodeStorageTests {
  /// A laid-out text in a small stack: a real node, with a text and a parent.
  let node = LayoutEngine.layout(
    ViewNode(.vStack(), children: [ViewNode(.text("Hello"))]),
    in: LayoutContext(containerSize: Size(width: 200, height: 100))
  ).nodes[1]

  @Test("a rare field set and then reset equals, and hashes as, a node that never set it")
  func resetEqualsUnset() {
    var changed = node
    changed.zIndex = 2
    #expect(changed != node)
    #expect(changed.zIndex == 2)
    changed.zIndex = 0
    #expect(changed == node)
    #expect(changed.hashValue == node.hashValue)
  }

  @Test("a copy's rare fields change apart from the original's (copy on write)")
  func copiesAreIndependent() {
    var original = node
    original.hiddenRowSeparators = [.top]
    var copy = original
    copy.hiddenRowSeparators = [.bottom]
    copy.scroll = ScrollPosition(axis: .vertical, offset: 4, contentLength: 90, viewportLength: 30)
    #expect(original.hiddenRowSeparators == [.top])
    #expect(original.scroll == nil)
    #expect(copy.hiddenRowSeparators == [.bottom])
    #expect(copy.scroll?.offset == 4)
    #expect(copy != original)
  }

  @Test("text and font stay with the node; parent, role and depth read back what was written")
  func compactFieldsReadBack() {
    #expect(node.text?.lines.map(\.text) == ["Hello"])
    #expect(node.font != nil)
    #expect(node.parent == 0)
    #expect(node.role == .child(0))
    #expect(node.depth == 1)
    var n = node
    n.parent = 70_000
    n.depth = 300
    for role: PlacedNode.Role in [.root, .background, .overlay, .child(0), .child(65_536)] {
      n.role = role
      #expect(n.role == role)
    }
    #expect(n.parent == 70_000)
    #expect(n.depth == 300)
    n.parent = nil
    #expect(n.parent == nil)
  }
}
