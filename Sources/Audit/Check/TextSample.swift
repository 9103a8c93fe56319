import LayoutEngine

/// The size one text node is shown at in one laid-out variant, kept so that variants which
/// differ only in their text size can be compared: `dynamicType`'s "text whose size stops
/// growing" needs two layouts, the other rules one.
struct TextSample: Sendable {
  /// The node: its place in the file and its index in its layout.
  var source: SourceLocation
  var index: Int
  /// The point size the text is drawn at: its font's size times the scale it shrank to
  /// (`minimumScaleFactor`).
  var shownSize: Double
  /// Its font's point size before shrinking.
  var fontSize: Double
  /// The height of its laid-out lines.
  var height: Double
  var isTruncated: Bool
  /// Whether an ancestor has a fixed height in the file (`frame(height:)`, a finite
  /// `maxHeight`), which the text's lines cannot grow past.
  var isInFixedHeight: Bool

  /// Which node this is across variants: its place in the file, and how many earlier nodes of
  /// the layout share that place (rows of a `ForEach` do).
  struct Key: Hashable {
    var source: SourceLocation
    var occurrence: Int

    /// The line, column and occurrence only: the samples of a layout are of one file, and
    /// hashing its name for every text was most of `dynamicType`'s time on a large file.
    func hash(into hasher: inout Hasher) {
      hasher.combine(source.line)
      hasher.combine(source.column)
      hasher.combine(occurrence)
    }
  }

  /// The key of each of `samples`, in order.
  static func keys(of samples: [TextSample]) -> [Key] {
    var seen: [Key: Int] = [:]
    return samples.map { sample in
      let first = Key(source: sample.source, occurrence: 0)
      let occurrence = seen[first, default: 0]
      seen[first] = occurrence + 1
      return Key(source: sample.source, occurrence: occurrence)
    }
  }
}

extension Scene {
  /// The samples of the text a person can set the size of: shown, written in the file, not in a
  /// bar the engine makes, not in a font of fixed size (which `dynamicType` reports already).
  func textSamples() -> [TextSample] {
    var samples: [TextSample] = []
    for index in result.nodes.indices {
      guard isShown(index), !isSystem[index], let text = result.nodes[index].text,
        let font = result.nodes[index].font, let source = result.nodes[index].source,
        facts(of: index)?.fixedFontSize == nil
      else { continue }
      samples.append(
        TextSample(
          source: source, index: index, shownSize: font.pointSize * text.fontScale,
          fontSize: font.pointSize, height: text.size.height, isTruncated: text.isTruncated,
          isInFixedHeight: hasFixedHeightAncestor(index)))
    }
    return samples
  }

  /// Whether an ancestor of node `index` has a fixed height in the file.
  private func hasFixedHeightAncestor(_ index: Int) -> Bool {
    guard !facts.isEmpty else { return false }
    var current = result.nodes[index].parent
    while let ancestor = current {
      if facts(of: ancestor)?.fixedHeight != nil { return true }
      current = result.nodes[ancestor].parent
    }
    return false
  }
}
