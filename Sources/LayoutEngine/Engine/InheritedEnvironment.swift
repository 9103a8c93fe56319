/// The environment values a node passes down to its subtree, as SwiftUI's environment does.
struct InheritedEnvironment {
  var font: Font = .body
  var lineLimit: Int? = nil
  var textAlignment: TextAlignment = .leading
  var direction: LayoutDirection
  var isHidden = false
  /// Disabled by `disabled(true)` on the node or an ancestor: drawn dimmed.
  var isDisabled = false
  /// Redacted by `redacted(reason: .placeholder)` on the node or an ancestor, and not undone by
  /// `unredacted()` nearer it: its text and symbols drawn as placeholders.
  var isRedacted = false
  /// Whether `multilineTextAlignment` was given on the node or an ancestor; otherwise text has
  /// natural alignment, which a paragraph resolves by its own language.
  var isTextAlignmentExplicit = false
  /// Whether the node is inside a system bar (navigation bar, tab bar, toolbar), whose text does
  /// not follow the Dynamic Type size as the content's does (`SystemBarMetrics.typeSize`).
  var isInSystemBar = false
  /// Whether the node is inside a `List` or `Form`, where a navigation link shows its chevron and
  /// a picker its form row.
  var isInList = false
  /// Whether the node is inside a `ScrollView` (the container of a `containerRelativeFrame`).
  var isInScrollView = false
  /// The text modifiers besides the font: weight, design, case, spacing, shrinking, truncation.
  var text = TextEnvironment()
  /// The Dynamic Type sizes the subtree may use (`dynamicTypeSize`): the context's is clamped
  /// into them.
  var typeSizes = DynamicTypeSize.xSmall...DynamicTypeSize.accessibility5
  /// The case a `Section`'s header is shown in, set by the list around it: upper case in the
  /// grouped styles, as iOS shows them; `nil` as written.
  var sectionHeaderCase: TextCase?
  /// The scale of SF Symbols in the subtree (`imageScale`).
  var imageScale = ImageScale.medium
  /// The space above each list section (`listSectionSpacing`); `nil` the list style's.
  var listSectionSpacing: Double?
  /// The section separators hidden in the subtree's lists (`listSectionSeparator(.hidden)`).
  var hiddenSectionSeparators: EdgeSet = []
  /// Whether section headers are shown larger and as written (`headerProminence(.increased)`).
  var isHeaderProminent = false
  /// Whether scroll views and lists in the subtree draw their indicator (`scrollIndicators`).
  var scrollIndicators = ScrollIndicatorVisibility.automatic
  /// The margins around the content of scroll views in the subtree (`contentMargins`).
  var scrollContentMargins = EdgeInsets()

  /// This environment with the node's environment modifiers (font, lineLimit, alignment, hidden,
  /// the text modifiers, the type size range) applied.
  ///
  /// The compiler calls it only for nodes with such a modifier (`ModifierTraits`): most carry
  /// only layout modifiers, and matching each against these cases copied it for nothing.
  func applying(_ modifiers: [Modifier]) -> InheritedEnvironment {
    var env = self
    for modifier in modifiers {
      switch modifier {
      case .font(let font): env.font = font
      case .lineLimit(let limit):
        env.lineLimit = limit
        env.text.options.reservedLines = 0
      case .multilineTextAlignment(let alignment):
        env.textAlignment = alignment
        env.isTextAlignmentExplicit = true
      case .layoutDirection(let direction): env.direction = direction
      case .hidden: env.isHidden = true
      case .disabled(let disabled): env.isDisabled = env.isDisabled || disabled
      case .redacted(let redacted): env.isRedacted = redacted
      case .dynamicTypeSize(let range): env.typeSizes = range.clamped(to: env.typeSizes)
      case .imageScale(let scale): env.imageScale = scale
      case .listSectionSpacing(let spacing): env.listSectionSpacing = spacing
      case .listSectionSeparatorHidden(let edges): env.hiddenSectionSeparators = edges
      case .headerProminence(let isIncreased): env.isHeaderProminent = isIncreased
      case .scrollIndicators(let visibility): env.scrollIndicators = visibility
      case .contentMargins(let edges, let length, let placement):
        guard placement.insetsContent else { break }
        if edges.contains(.top) { env.scrollContentMargins.top = length }
        if edges.contains(.leading) { env.scrollContentMargins.leading = length }
        if edges.contains(.bottom) { env.scrollContentMargins.bottom = length }
        if edges.contains(.trailing) { env.scrollContentMargins.trailing = length }
      default: env.text.apply(modifier)
      }
    }
    return env
  }

  /// The font text in the subtree is set in, resolved for the screen's type size `typeSize` on
  /// `idiom`: in a system bar, the bar's own type size (`SystemBarMetrics.typeSize`); elsewhere
  /// the screen's, clamped into the subtree's range. Resolved only for the elements that ask
  /// (`ElementSite.font`): stacks, shapes and spacers show no text.
  func resolvedFont(typeSize: DynamicTypeSize, idiom: UserInterfaceIdiom) -> ResolvedFont {
    let size = isInSystemBar ? SystemBarMetrics.typeSize(for: font.style, typeSize) : self.typeSize(typeSize)
    return effectiveFont.resolved(for: size, idiom: idiom)
  }

  /// The type size text in the subtree uses when the screen's is `size`.
  func typeSize(_ size: DynamicTypeSize) -> DynamicTypeSize {
    min(max(size, typeSizes.lowerBound), typeSizes.upperBound)
  }

  /// The font text in the subtree is set in: the environment's font with the text modifiers'
  /// weight, design, italic and digits.
  var effectiveFont: Font { text.applied(to: font) }
}
