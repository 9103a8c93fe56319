import LayoutEngine

/// Every element of `body` laid out on a 402 × 874 phone in `language` (in its direction), each
/// written out on a line: a title in a bar or a tab item, which are not `Text`s, is found there too.
public func shownElements(_ body: ViewNode, in language: Language) -> String {
  let context = LayoutContext(
    containerSize: Size(width: 402, height: 874), layoutDirection: language.layoutDirection,
    language: language)
  return LayoutEngine.layout(body, in: context).nodes.map { String(describing: $0.element) }
    .joined(separator: "\n")
}
