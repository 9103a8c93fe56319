import LayoutEngine

extension StringTable {
  /// `node`'s tree with the app's translations on every `Text` the mapping made without them: a
  /// section's header (`Section("Reminders")`, `header: { Text("garden.section.plants") }`), which
  /// its declaration builds as a `Text` of its own, is translated as any `Text` is.
  public func translatingTexts(in node: ViewNode) -> ViewNode {
    guard !isEmpty else { return node }
    var copy = node
    if copy.translations.isEmpty, case .textual(.text(let text)) = copy.element,
      let translations = translations(of: text)
    {
      copy.element = .text(translations["en"] ?? text)
      copy.translations = translations
    }
    copy.children = copy.children.map(translatingTexts)
    for index in copy.variants.indices {
      copy.variants[index].node = translatingTexts(in: copy.variants[index].node)
    }
    for index in copy.modifiers.indices {
      switch copy.modifiers[index] {
      case .background(let view, let alignment):
        copy.modifiers[index] = .background(translatingTexts(in: view), alignment: alignment)
      case .overlay(let view, let alignment):
        copy.modifiers[index] = .overlay(translatingTexts(in: view), alignment: alignment)
      case .safeAreaInset(let view, let edge, let alignment, let spacing):
        copy.modifiers[index] = .safeAreaInset(
          translatingTexts(in: view), edge: edge, alignment: alignment, spacing: spacing)
      default: break
      }
    }
    return copy
  }
}
