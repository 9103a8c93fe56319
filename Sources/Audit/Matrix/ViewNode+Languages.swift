import LayoutEngine

extension ViewNode {
  /// Adds the language codes of every translation in this subtree, its variants, backgrounds
  /// and overlays to `codes`.
  func collectTranslationCodes(into codes: inout Set<String>) {
    codes.formUnion(translations.keys)
    for child in children { child.collectTranslationCodes(into: &codes) }
    for variant in variants { variant.node.collectTranslationCodes(into: &codes) }
    for modifier in modifiers {
      switch modifier {
      case .background(let node, _), .overlay(let node, _), .safeAreaInset(let node, _, _, _):
        node.collectTranslationCodes(into: &codes)
      default: break
      }
    }
  }
}
