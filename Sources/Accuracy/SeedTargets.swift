import Devices
import LayoutEngine
import LayoutMapping
import Variants

/// The nodes of a layout a seeded defect can change so that the defect shows: laid out on the
/// defect's device, a node of the file (one placed node for its source, no variants) drawn whole
/// inside the safe area and its scroll view, not in the engine's bars.
struct SeedTargets {
  /// Per target kind, the paths of its nodes, in the tree's order.
  private(set) var paths: [SeededDefect.Target: [[Int]]] = [:]

  init(body: ViewNode, variant: PreviewVariant, traits: LayoutTraits) {
    // As the checker shows it: a preview's traits may give it a canvas of its own.
    let shown = variant.applying(traits)
    let result = LayoutEngine.layout(
      body, in: shown.context(on: shown.screen(applying: traits, fitting: body)))
    let nodes = result.nodes
    var count: [SourceLocation: Int] = [:]
    var placed: [SourceLocation: Int] = [:]
    for index in nodes.indices {
      guard let source = nodes[index].source else { continue }
      count[source, default: 0] += 1
      placed[source] = index
    }
    let safe = result.context.deviceSafeAreaFrame
    /// Whether `index` is drawn whole inside the safe area, and inside no bar, list or sideways
    /// scroll view that `excluding` names.
    func showsWhole(_ index: Int) -> Bool {
      let frame = nodes[index].frame
      guard !nodes[index].isHidden, frame.width > 1, frame.height > 1, safe.contains(frame, tolerance: 0.5),
        nodes[index].clip.map({ $0.contains(frame, tolerance: 0.5) }) ?? true
      else { return false }
      var parent = nodes[index].parent
      while let at = parent {
        if case .systemBar = nodes[at].element { return false }
        parent = nodes[at].parent
      }
      return true
    }
    func ancestors(_ index: Int, contain test: (Element) -> Bool) -> Bool {
      var parent = nodes[index].parent
      while let at = parent {
        if test(nodes[at].element) { return true }
        parent = nodes[at].parent
      }
      return false
    }
    /// `limited`: an ancestor limits its texts' lines (`lineLimit` is inherited).
    func visit(_ node: ViewNode, path: [Int], limited: Bool) {
      let limitsLines = limited || node.modifiers.contains { if case .lineLimit = $0 { true } else { false } }
      defer {
        for (n, child) in node.children.enumerated() { visit(child, path: path + [n], limited: limitsLines) }
      }
      guard let source = node.source, node.variants.isEmpty, count[source] == 1, let index = placed[source],
        showsWhole(index)
      else { return }
      var kinds: [SeededDefect.Target] = []
      switch node.element {
      case .textual(let textual) where textual.string.count >= 3:
        kinds.append(.text)
        // A text held to a number of lines truncates rather than breaking a word.
        let words = textual.string.split(separator: " ")
        if !limitsLines, words.contains(where: { $0.count >= 8 && $0.allSatisfy(\.isLetter) }) {
          kinds.append(.longWord)
        }
      case let element where element.traits.contains(.tappable) && !element.traits.contains(.container):
        if !ancestors(index, contain: { if case .listing = $0 { true } else { false } }) {
          kinds.append(.controlOutsideList)
        }
      case .shape, .picture:
        let scrollsSideways = ancestors(index) {
          if case .scroll(.scrollView(let axis)) = $0 { axis != .vertical } else { false }
        }
        if !scrollsSideways { kinds.append(.drawing) }
      default: break
      }
      for kind in kinds { paths[kind, default: []].append(path) }
    }
    visit(body, path: [], limited: false)
  }

  /// Up to `limit` targets of `kind`, spread over the layout (first, last, and between).
  func pick(_ kind: SeededDefect.Target, limit: Int) -> [[Int]] {
    if kind == .insertion { return [[]] }
    let all = paths[kind] ?? []
    guard all.count > limit else { return all }
    return (0..<limit).map { all[$0 * (all.count - 1) / max(limit - 1, 1)] }
  }
}
