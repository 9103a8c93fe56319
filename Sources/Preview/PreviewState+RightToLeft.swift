import LayoutEngine

extension PreviewState {
  /// Applies the language and compare-mode actions; returns whether `action` was one of them.
  ///
  /// Kept apart from the main reducer so these keys add cases rather than change existing ones.
  mutating func applyRightToLeft(_ action: PreviewAction) -> Bool {
    switch action {
    case .nextLanguage:
      language = language.next(translatedInto: offeredLanguages)
      direction = language.layoutDirection
      center = nil
      let way = direction == .rightToLeft ? "right to left" : "left to right"
      notice = "Language: \(language.displayName), \(way)"
      return true
    case .nextCompareMode:
      compare = CompareMode.next(after: compare)
      zoom = 1
      center = nil
      notice = compare.map { "Compare: \($0.title)" } ?? "One pane"
      return true
    case .click where compare != nil:
      notice = "Clicks select in one pane: press v until compare is off, or use Tab"
      return true
    default:
      return false
    }
  }
}

extension PreviewState {
  /// The language codes the shown layout has strings in: its app's string tables' (a Swift
  /// preview's) and its tree's translations (a layout file's `Text: {en: …, ar: …}`).
  var offeredLanguages: Set<String> {
    guard let document = currentLayout?.document else { return [] }
    return document.languages.union(document.body.translationCodes)
  }
}
