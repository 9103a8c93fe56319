import LayoutEngine

/// The HIG's default and minimum text sizes per platform (Accessibility › Vision, "Use
/// recommended defaults for custom type sizes": iOS and iPadOS 17 and 11 pt, macOS 13 and 10,
/// tvOS 29 and 23, watchOS 16 and 12), which `smallText` and `lightWeight` measure against.
enum PlatformTextSizes {
  /// The default text size on `idiom`, in points.
  static func defaultSize(on idiom: UserInterfaceIdiom) -> Double {
    switch idiom {
    case .phone, .pad: 17
    case .mac: 13
    case .tv: 29
    case .watch: 16
    }
  }

  /// The minimum text size on `idiom`, in points.
  static func minimum(on idiom: UserInterfaceIdiom) -> Double {
    switch idiom {
    case .phone, .pad: 11
    case .mac: 10
    case .tv: 23
    case .watch: 12
    }
  }
}

extension Scene {
  /// The size node `index`'s text is drawn at (its font's size times the scale it shrank to),
  /// for a text the file writes that is shown outside the engine's bars; else `nil`.
  func shownTextSize(of index: Int) -> Double? {
    let node = result.nodes[index]
    guard let text = node.text, let font = node.font, !isSystem[index], isShown(index) else { return nil }
    return font.pointSize * text.fontScale
  }

  /// Whether node `index` is content as the safe-area rules count it: it draws, is shown, and is
  /// not a background, a fill (a shape or colour, which may run under the bars) or a bar the
  /// engine made.
  func isContent(_ index: Int) -> Bool {
    traits[index].contains(.drawsContent) && !isDecoration[index] && !isSystem[index] && isShown(index)
      && !OutsideSafeAreaRule.isFill(result.nodes[index].element)
  }
}
