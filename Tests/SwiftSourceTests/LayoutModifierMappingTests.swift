import LayoutEngine
import SwiftSource
import Testing

/// The layout modifiers of the safe area, list rows, position, paint order, symbol scale and
/// tracking map from SwiftUI source by their declarations, with no warning.
@Suite("layout modifiers from Swift source")
struct LayoutModifierMappingTests {
  @Test("safeAreaInset's trailing closure, safeAreaPadding, position, zIndex, imageScale, kerning, tracking")
  func viewModifiers() throws {
    let preview = try mapped(
      body: """
        ScrollView {
          Text("A")
            .kerning(2)
          Text("B")
            .tracking(-1)
            .position(x: 40, y: 20)
            .zIndex(1)
          Image(systemName: "star")
            .imageScale(.large)
        }
        .safeAreaPadding(.horizontal, 20)
        .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) {
          Text("Total")
        }
        """)
    #expect(messages(preview) == [])
    let tree = preview.body
    #expect(tree.modifiers.count == 2)
    #expect(
      tree.modifiers.first == .safeAreaPadding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)))
    guard case .safeAreaInset(let content, let edge, let alignment, let spacing) = tree.modifiers.last else {
      Issue.record("no safeAreaInset: \(tree.modifiers)")
      return
    }
    #expect(content.element == .text("Total"))
    #expect(edge == .bottom)
    #expect(alignment.horizontal == .leading)
    #expect(spacing == 4)
    #expect(tree.children[0].modifiers == [.tracking(2)])
    #expect(tree.children[1].modifiers == [.tracking(-1), .position(x: 40, y: 20), .zIndex(1)])
    #expect(tree.children[2].modifiers == [.imageScale(.large)])
  }

  @Test("listRowInsets with EdgeInsets, listRowSeparator with edges")
  func listRows() throws {
    let preview = try mapped(
      body: """
        List {
          Text("One")
            .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 8))
            .listRowSeparator(.hidden, edges: .bottom)
          Text("Two")
            .listRowSeparator(.hidden)
        }
        """)
    #expect(messages(preview) == [])
    let rows = preview.body.children
    #expect(
      rows[0].modifiers == [
        .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 8)),
        .listRowSeparatorHidden(.bottom),
      ])
    #expect(rows[1].modifiers == [.listRowSeparatorHidden(.vertical)])
  }
}
