import LayoutEngine
import TestSupport

extension RandomTree {
  /// A random tree at most `depth` containers deep, of about `budget` nodes at most (the budget
  /// is spent as nodes are made), built from stacks, scroll views, spacers, boxes, fills and
  /// texts, with padding, frames (fixed, min/max, infinite), fixedSize, offset, layoutPriority
  /// and now and then ignoresSafeArea.
  static func random(depth: Int, budget: inout Int, using rng: inout SplitMix64) -> RandomTree {
    budget -= 1
    var tree: RandomTree
    if depth > 0 && budget > 0 && chance(0.55, &rng) {
      let kind = randomContainer(using: &rng)
      var children: [RandomTree] = []
      var count = Int.random(in: 0...4, using: &rng)
      if case .scrollView = kind { count = 1 }
      for _ in 0..<count where budget > 0 {
        children.append(random(depth: depth - 1, budget: &budget, using: &rng))
      }
      tree = RandomTree(kind: kind, children: children)
    } else {
      tree = RandomTree(kind: randomLeaf(using: &rng))
    }
    let modifierCount = [0, 0, 0, 0, 0, 1, 1, 1, 2, 3].randomElement(using: &rng)!
    tree.modifiers = (0..<modifierCount).map { _ in randomModifier(using: &rng) }
    return tree
  }

  private static func randomContainer(using rng: inout SplitMix64) -> Kind {
    switch Int.random(in: 0..<9, using: &rng) {
    case 0..<3: .vStack(HorizontalAlignment.allCases.randomElement(using: &rng)!, spacing: spacing(&rng))
    case 3..<6: .hStack(VerticalAlignment.allCases.randomElement(using: &rng)!, spacing: spacing(&rng))
    case 6..<8: .zStack(Alignment.named.randomElement(using: &rng)!.1)
    default: .scrollView(Axis.allCases.randomElement(using: &rng)!)
    }
  }

  /// Texts in Latin script only: right-to-left text would make the mirror property untrue.
  static let texts = [
    "OK", "Hello", "Hello world", "Settings and privacy", "Two\nlines",
    "A longer sentence that wraps onto several lines when the width is small",
  ]

  static func randomLeaf(using rng: inout SplitMix64) -> Kind {
    switch Int.random(in: 0..<20, using: &rng) {
    case 0..<3: .spacer(minLength: chance(0.5, &rng) ? nil : length(30, &rng))
    case 3..<10: .box(width: length(240, &rng), height: length(160, &rng))
    case 10..<13: .fill
    default: .text(texts.randomElement(using: &rng)!)
    }
  }

  static func randomModifier(using rng: inout SplitMix64) -> Modifier {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<25:
      if chance(0.4, &rng) { return .padding(EdgeInsets(all: length(24, &rng))) }
      return .padding(
        EdgeInsets(
          top: length(24, &rng), leading: length(24, &rng), bottom: length(24, &rng),
          trailing: length(24, &rng)))
    case 25..<45:
      return .frame(
        FrameSpec(
          width: chance(0.6, &rng) ? length(300, &rng) : nil,
          height: chance(0.6, &rng) ? length(300, &rng) : nil,
          alignment: Alignment.named.randomElement(using: &rng)!.1))
    case 45..<70:
      let minWidth = chance(0.5, &rng) ? length(150, &rng) : nil
      let minHeight = chance(0.5, &rng) ? length(150, &rng) : nil
      return .frame(
        FrameSpec(
          minWidth: minWidth, idealWidth: chance(0.15, &rng) ? length(200, &rng) : nil,
          maxWidth: maximum(above: minWidth, &rng),
          minHeight: minHeight, idealHeight: chance(0.15, &rng) ? length(200, &rng) : nil,
          maxHeight: maximum(above: minHeight, &rng),
          alignment: Alignment.named.randomElement(using: &rng)!.1))
    case 70..<78:
      return .fixedSize(horizontal: chance(0.7, &rng), vertical: chance(0.7, &rng))
    case 78..<86:
      return .offset(x: length(80, &rng) - 40, y: length(80, &rng) - 40)
    case 86..<96:
      return .layoutPriority([-1, 0, 1, 2, 0.5].randomElement(using: &rng)!)
    default:
      let edges: [EdgeSet] = [.all, .top, .bottom, .horizontal, .vertical, .leading, [.top, .trailing]]
      return .ignoresSafeArea(edges.randomElement(using: &rng)!)
    }
  }

  /// A maximum length: none, infinite, or at least `minimum`.
  private static func maximum(above minimum: Double?, _ rng: inout SplitMix64) -> Double? {
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: nil
    case 1: .infinity
    default: (minimum ?? 0) + length(300, &rng)
    }
  }

  private static func spacing(_ rng: inout SplitMix64) -> Double? {
    chance(0.3, &rng) ? nil : length(16, &rng)
  }

  /// A length from 0 to `limit`: mostly whole points, sometimes halves, now and then any value.
  static func length(_ limit: Double, _ rng: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: Double.random(in: 0...limit, using: &rng)
    case 1, 2: (Double(Int.random(in: 0...Int(limit), using: &rng)) + 0.5).clamped(to: 0...limit)
    default: Double(Int.random(in: 0...Int(limit), using: &rng))
    }
  }

  /// True with probability `p`.
  static func chance(_ p: Double, _ rng: inout SplitMix64) -> Bool {
    Double.random(in: 0..<1, using: &rng) < p
  }
}

extension Double {
  /// The value limited to `range`.
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
