extension ViewNode {
  /// This tree with every element's main string in `language`: the node's translation for the
  /// language's code, else the English string (as iOS falls back to the development language);
  /// the double-length pseudolanguage doubles every string, translated or not. A navigation
  /// stack's title and a tab's are their main strings, a stack's search prompt has translations
  /// of its own, and a stack's toolbar items are localized as its children are.
  ///
  /// A pure rewrite before layout, so the engine, the wireframe and `frames` all see the strings
  /// the language shows.
  package func localized(for language: Language) -> ViewNode {
    var copy = self
    let translated = translations[language.stringsCode]
    copy.element = element.replacingMainString { english in
      let shown = translated ?? english
      return language == .doubleLength ? shown + " " + shown : shown
    }
    for n in copy.children.indices { copy.children[n] = children[n].localized(for: language) }
    if case .navigation(let navigation) = copy.element {
      copy.element = .navigation(navigation.replacingBarItems { $0.localized(for: language) })
    }
    // A search field's prompt is translated as a `Text` key is, by its own translations.
    if case .navigation(.stack(var spec)) = copy.element, let prompt = spec.searchPrompt {
      let shown = spec.searchPromptTranslations[language.stringsCode] ?? prompt
      spec.searchPrompt = language == .doubleLength ? shown + " " + shown : shown
      copy.element = .navigation(.stack(spec))
    }
    // A row's title is its label, child 0: the row's translations are the label's.
    if element.titleIsFirstChild, !translations.isEmpty, !children.isEmpty {
      var label = children[0]
      label.translations.merge(translations) { own, _ in own }
      copy.children[0] = label.localized(for: language)
    }
    // Variants are chosen later, at compile time, so each must already speak the language.
    for n in copy.variants.indices { copy.variants[n].node = variants[n].node.localized(for: language) }
    for n in copy.modifiers.indices {
      switch copy.modifiers[n] {
      case .background(let node, let alignment):
        copy.modifiers[n] = .background(node.localized(for: language), alignment: alignment)
      case .overlay(let node, let alignment):
        copy.modifiers[n] = .overlay(node.localized(for: language), alignment: alignment)
      case .safeAreaInset(let node, let edge, let alignment, let spacing):
        copy.modifiers[n] = .safeAreaInset(
          node.localized(for: language), edge: edge, alignment: alignment, spacing: spacing)
      default: break
      }
    }
    return copy
  }
}

extension ViewNode {
  /// The language codes of every translation in this subtree: its children, variants,
  /// backgrounds, overlays, insets, bar items and search prompt (what `localized(for:)` translates).
  package var translationCodes: Set<String> {
    var codes: Set<String> = []
    collectTranslationCodes(into: &codes)
    return codes
  }

  private func collectTranslationCodes(into codes: inout Set<String>) {
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
    if case .navigation(let navigation) = element {
      if case .stack(let spec) = navigation { codes.formUnion(spec.searchPromptTranslations.keys) }
      _ = navigation.replacingBarItems { item in
        item.collectTranslationCodes(into: &codes)
        return item
      }
    }
  }
}

extension Element {
  /// The element with its main string (a text, a title, a placeholder, a navigation or tab title)
  /// passed through `transform`; elements without one are returned unchanged. Typed field text is the person's,
  /// not the app's, so it is not translated.
  package func replacingMainString(_ transform: (String) -> String) -> Element {
    switch self {
    case .textual(let textual): .textual(textual.replacingString(transform))
    case .control(let control): .control(control.replacingString(transform))
    case .navigation(let navigation): .navigation(navigation.replacingString(transform))
    default: self
    }
  }

  /// Whether the element's title is its first child, a `Text` the reader made from it: a row's
  /// label, a menu's, a disclosure group's or a compact date picker's title.
  var titleIsFirstChild: Bool {
    switch self {
    case .labeled, .composite(.menu), .composite(.disclosureGroup),
      .composite(.datePicker(graphical: false, _)):
      true
    default: false
    }
  }

  /// The text the element lays out, if any: what the tree's text store measures.
  var shownText: String? {
    switch self {
    case .textual(let textual): textual.string
    case .control(let control): control.shownString
    default: nil
    }
  }
}
