import LayoutEngine

/// An argument's value as far as the source tells statically, before any declared type is known.
///
/// The mapping onto the vocabulary converts a value by the parameter's declared type (a length
/// takes `.number` and `.member(_, "infinity")`, an alignment takes `.member(_, "leading")`).
public indirect enum SourceValue: Sendable, Hashable {
  /// A string literal, or an interpolation whose every part is known.
  case string(String)
  /// An integer or floating-point number (`8`, `0.5`, `-4`, `16 * 2`).
  case number(Double)
  case bool(Bool)
  /// `nil` (`.lineLimit(nil)`).
  case null
  /// `2...3`, `0..<5`, `...3`, `1...`.
  case range(lower: SourceValue?, upper: SourceValue?, isClosed: Bool)
  case array([SourceValue])
  /// A static member or enum case: `.leading` (no base), `Color.red`, `.infinity`, `Font.headline`.
  case member(base: String?, name: String)
  /// A value made by a call: `GridItem(.flexible())`, `.system(size: 20)`, `Text("a")` passed to a
  /// modifier, a struct of the files (`Item(name: "A")`, its fields as labelled arguments).
  case call(Call)
  /// A value with method calls applied that the evaluator does not compute
  /// (`Color.red.opacity(0.5)`), innermost first.
  case modified(SourceValue, modifiers: [Call])
  /// A key path, without its backslash: `\.self` is `"self"`, `\Item.id` is `"Item.id"`.
  case keyPath(String)
  /// A closure, evaluated as a view builder: the views it gives (none for an action).
  case closure(Closure)
  /// What static reading cannot know, with the text that stands for it.
  case placeholder(Placeholder)
  /// A custom `Layout` of the Swift source (`FlowLayout(spacing: 6)`): `call` is the layout as
  /// its fields were read, `layout` the value the engine runs (the evaluated code of its
  /// `sizeThatFits` and `placeSubviews`), which the mapper makes the container's element.
  case layout(Call, AnyLayout)
  /// An `alignmentGuide(_:computeValue:)` of the Swift source as the engine runs it: the guide
  /// and its closure's code, which layout evaluates each time a container aligns the view.
  case guide(AlignmentGuide)
  /// A guide of the Swift source's own (`VerticalAlignment(MyCenter.self)`, or the `.myCenter`
  /// declared as one), whose default value the engine computes by running its `AlignmentID`'s
  /// `defaultValue(in:)`: what an alignment parameter or `.alignmentGuide` takes.
  case customAlignment(AlignmentKey)
  /// A length of the Swift source computed from a `GeometryReader`'s proxy or the screen
  /// (`proxy.size.width / 3`, `UIScreen.main.bounds.width - 32`), which the engine computes while
  /// laying out (`ComputedModifier`); `standIn` is its value for a reader and a screen of
  /// 390 × 844 points, what the modifier is made with.
  case computedLength(ComputedLength, standIn: Double)
  /// A layout file's value as written, which only the parameter's declared type reads (`20` is a
  /// length or a text, `leading` an alignment or an edge): the strict mapping reads it once it
  /// has matched the parameter.
  case written(WrittenValue)
  /// A layout file's string given per language (`Text: {en: Settings, ar: الإعدادات}`): the
  /// English one as written, read like `written`, and the strings by language code, which the
  /// view's node carries as its translations.
  case translated(WrittenValue, byLanguage: [String: String])
}

/// A layout file's value as written (a scalar, a mapping or a list), opaque outside the package.
public struct WrittenValue: Sendable, Hashable {
  @usableFromInline package var node: YAMLNode

  @inlinable package init(_ node: YAMLNode) { self.node = node }
}
