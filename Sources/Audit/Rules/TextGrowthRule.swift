import LayoutEngine

/// `dynamicType`'s comparison across text sizes: text whose size stops growing. Of two variants
/// that differ only in their text size, the larger size makes every text style of the platform
/// grow by some factor (at least that of the style that grows least: 1 where one does not grow,
/// as the caption styles below Large); text shown at less than its size at the smaller text
/// size times that factor stopped growing. The engine tells why: its font stayed smaller (a
/// `dynamicTypeSize` limit on it or an ancestor, a font that changes with the text size), or it
/// shrank to fit (`minimumScaleFactor`). Text whose font grew but whose lines were cut short in a
/// frame no taller than before, inside an ancestor of fixed height, stopped growing too (text
/// with a fixed height of its own is `DynamicTypeRule`'s; text cut short because the screen ends
/// is `TextClippedRule`'s). Not on Apple TV, which has no Dynamic Type.
enum TextGrowthRule {
  /// One laid-out variant of a column: its text size and the samples of its text, in node order.
  struct Entry {
    var typeSize: DynamicTypeSize
    var samples: [TextSample]
  }

  /// The observations of `entry`, laid out as `scene`, compared with `previous`: the same variant
  /// at the next smaller text size of its column. A column is inspected one layout at a time,
  /// each against the one before, so only one entry of samples is kept between layouts.
  static func inspect(_ entry: Entry, after previous: Entry, in scene: Scene) -> [Observation] {
    guard scene.idiom != .tv else { return [] }
    var out: [Observation] = []
    let smaller = previous.typeSize
    let larger = entry.typeSize
    let growth = leastGrowth(from: smaller, to: larger, idiom: scene.idiom)
    let before = matches(of: entry.samples, in: previous.samples)
    for (position, sample) in entry.samples.enumerated() {
      guard let before = before(position), let reference = scene.reference(sample.index) else { continue }
      let expected = before.shownSize * growth
      func observe(_ kind: String, _ measure: Double, _ detail: @escaping @Sendable () -> String) {
        out.append(
          Observation(
            rule: .dynamicType, node: reference, index: sample.index, kind: kind, measure: measure,
            detail: detail))
      }
      if sample.shownSize < expected - 0.01 {
        let held = sample.fontSize < before.fontSize * growth - 0.01
        observe(
          held
            ? "text stops growing with Dynamic Type: its font is held at a smaller size (a dynamicTypeSize limit)"
            : "text stops growing with Dynamic Type: it shrinks to fit (minimumScaleFactor)",
          expected - sample.shownSize,
          {
            "\(points(sample.shownSize)) pt at \(larger.name), \(points(before.shownSize)) pt at \(smaller.name)"
          }
        )
      } else if sample.isTruncated, sample.isInFixedHeight, sample.shownSize > before.shownSize + 0.01,
        sample.height <= before.height + 0.5, scene.facts(of: sample.index)?.fixedHeight == nil
      {
        observe(
          "text stops growing with Dynamic Type: it is cut short in an ancestor's fixed-height frame",
          sample.shownSize,
          { "\(points(sample.height)) pt tall at \(larger.name) as at \(smaller.name)" })
      }
    }
    return out
  }

  /// For each position of `samples`, the sample of `previous` of the same node: the one with its
  /// source that as many samples before it share. The layouts of a column have the same text
  /// nodes in the same order unless a variant of a node changes with the text size, so the
  /// positions are compared first and the samples looked up by node only when they differ.
  static func matches(of samples: [TextSample], in previous: [TextSample]) -> (Int) -> TextSample? {
    if samples.count == previous.count, zip(samples, previous).allSatisfy({ $0.source == $1.source }) {
      return { previous[$0] }
    }
    let keyed = keyed(previous)
    let keys = TextSample.keys(of: samples)
    return { keyed[keys[$0]] }
  }

  /// The samples by node: its source and how many samples before it share that source.
  static func keyed(_ samples: [TextSample]) -> [TextSample.Key: TextSample] {
    Dictionary(uniqueKeysWithValues: zip(TextSample.keys(of: samples), samples))
  }

  /// The factor by which the text style that grows least grows from `smaller` to `larger` on
  /// `idiom` (its HIG type table): what every text that follows Dynamic Type grows by at least.
  static func leastGrowth(
    from smaller: DynamicTypeSize, to larger: DynamicTypeSize, idiom: UserInterfaceIdiom
  )
    -> Double
  {
    TextStyle.allCases.map { style in
      let font = Font(style: style)
      return font.resolved(for: larger, idiom: idiom).pointSize
        / font.resolved(for: smaller, idiom: idiom).pointSize
    }.min() ?? 1
  }
}
