import LayoutEngine

/// What the layout file says about a node that its frames do not: the rules it silences
/// (`checkIgnores`), a fixed font size it has or inherits, a fixed height it is given, and its
/// own offset.
/// Keyed by the node's source location, which a placed node keeps.
struct NodeFacts: Sendable, Hashable {
  /// Rule names the node's `checkIgnores` lists (unknown names included, for the command to report).
  var ignored: [String] = []
  /// The fixed point size of the font in effect (`.font(.system(size:))`), `nil` for a text style.
  var fixedFontSize: Double?
  /// The height of the node's own fixed-height frame (`frame(height:)` or a finite `maxHeight`).
  var fixedHeight: Double?
  /// The node's own `offset`s, summed (`x` towards the trailing edge): they move its drawing and
  /// the region that takes its taps, but not its `outerFrame`, the slot its parent gave it.
  var offsetX = 0.0
  var offsetY = 0.0
  /// Whether the node ignores the safe area (`ignoresSafeArea`): laid out past the slot its
  /// parent gives it, so its frame, not that slot, holds its children.
  var ignoresSafeArea = false

  /// The facts of the nodes of `root`, its variants, backgrounds and overlays that have any, by
  /// source (most nodes have none, and most files no entry at all).
  static func table(for root: ViewNode) -> [SourceLocation: NodeFacts] {
    var table: [SourceLocation: NodeFacts] = [:]
    collect(root, inheritedFixedFont: nil, into: &table)
    return table
  }

  private static func collect(
    _ node: ViewNode, inheritedFixedFont: Double?, into table: inout [SourceLocation: NodeFacts]
  ) {
    var facts = NodeFacts(fixedFontSize: inheritedFixedFont)
    for modifier in node.modifiers {
      switch modifier {
      case .checkIgnores(let names): facts.ignored += names
      case .font(let font): facts.fixedFontSize = font.scalesWithStyle ? nil : font.fixedSize
      case .frame(let spec):
        if let height = spec.height ?? spec.maxHeight.flatMap({ $0.isFinite ? $0 : nil }) {
          facts.fixedHeight = height
        }
      case .ignoresSafeArea: facts.ignoresSafeArea = true
      case .offset(let x, let y):
        facts.offsetX += x
        facts.offsetY += y
      default: break
      }
    }
    if let source = node.source, facts != NodeFacts() {
      // A variant may share its node's source: the facts of both apply.
      var merged = table[source] ?? NodeFacts()
      merged.ignored += facts.ignored.filter { !merged.ignored.contains($0) }
      merged.fixedFontSize = merged.fixedFontSize ?? facts.fixedFontSize
      merged.fixedHeight = merged.fixedHeight ?? facts.fixedHeight
      merged.ignoresSafeArea = merged.ignoresSafeArea || facts.ignoresSafeArea
      if merged.offsetX == 0 && merged.offsetY == 0 {
        (merged.offsetX, merged.offsetY) = (facts.offsetX, facts.offsetY)
      }
      table[source] = merged
    }
    for child in node.children { collect(child, inheritedFixedFont: facts.fixedFontSize, into: &table) }
    for variant in node.variants {
      collect(variant.node, inheritedFixedFont: inheritedFixedFont, into: &table)
    }
    for modifier in node.modifiers {
      switch modifier {
      case .background(let decoration, _), .overlay(let decoration, _),
        .safeAreaInset(let decoration, _, _, _):
        collect(decoration, inheritedFixedFont: facts.fixedFontSize, into: &table)
      default: break
      }
    }
  }
}
