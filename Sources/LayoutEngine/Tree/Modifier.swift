/// A SwiftUI view modifier. Layout modifiers apply in the order written, innermost first, exactly
/// as a chain of `.padding().frame()` calls; environment modifiers (`font`, `lineLimit`,
/// `multilineTextAlignment`) apply to the node and everything inside it.
public enum Modifier: Sendable, Hashable {
  case padding(EdgeInsets)
  case frame(FrameSpec)
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// Stacks offer space to higher priorities first (SwiftUI's `layoutPriority`).
  case layoutPriority(Double)
  /// Moves the drawing without changing layout; `x` is towards the trailing edge.
  case offset(x: Double, y: Double)
  /// A node drawn behind, proposed the decorated view's size.
  case background(ViewNode, alignment: Alignment)
  /// A node drawn in front, proposed the decorated view's size.
  case overlay(ViewNode, alignment: Alignment)
  /// Keeps the space but draws nothing.
  case hidden
  /// Constrains the proposal to a width/height ratio (`nil` uses the child's ideal ratio).
  case aspectRatio(Double?, contentMode: ContentMode)
  case font(Font)
  /// `nil` means no limit.
  case lineLimit(Int?)
  case multilineTextAlignment(TextAlignment)
  /// Lets the view extend into the safe area on these edges where it touches them.
  case ignoresSafeArea(EdgeSet)
  /// Sets the reading direction of the node and its subtree (SwiftUI's
  /// `.environment(\.layoutDirection, …)`): media controls or a phone number field keep
  /// left-to-right in a right-to-left screen.
  case layoutDirection(LayoutDirection)
  /// Whether the node's drawing mirrors in right-to-left (SwiftUI's
  /// `flipsForRightToLeftLayoutDirection`), overriding the list of directional symbols.
  case flipsForRightToLeft(Bool)
  /// How many columns of its `Grid` a cell spans (SwiftUI's `gridCellColumns`).
  case gridCellColumns(Int)
  /// Whether the enclosing navigation stack or tab view shows `bar` (`toolbar(.hidden, for:)`,
  /// `toolbarVisibility(_:for:)`): the stack or tab view reads it from itself or the first view
  /// inside it that has it, as SwiftUI's preference flows up; `visible` and `automatic` show it.
  case toolbarVisibility(ToolbarBar, isHidden: Bool)
  /// The width of the `NavigationSplitView` column this view is the root of, in points
  /// (`navigationSplitViewColumnWidth`, its ideal width).
  case columnWidth(Double)
  /// Padding whose insets scale with Dynamic Type like the text style's point size
  /// (SwiftUI's `@ScaledMetric(relativeTo:)`); the insets are the sizes at Large.
  case scaledPadding(EdgeInsets, relativeTo: TextStyle)
  /// A frame whose finite lengths scale with Dynamic Type like `scaledPadding`.
  case scaledFrame(FrameSpec, relativeTo: TextStyle)
  /// Rules of `layout-preview check` not to report for this node (names such as `hitRegion`):
  /// a finding looked at and accepted. Changes no layout.
  case checkIgnores([String])
  /// Takes the whole offer and centres the view at `x`, `y` in it, `x` from the leading edge
  /// (SwiftUI's `position(x:y:)`).
  case position(x: Double, y: Double)
  /// Paint order among siblings: higher in front; layout is unchanged (`zIndex`).
  case zIndex(Double)
  /// Extra space after each character of text in the view, in points (`kerning`, `tracking`).
  case tracking(Double)
  /// The scale of SF Symbols in the view relative to their text (`imageScale`).
  case imageScale(ImageScale)
  /// A list row's content insets in its cell, replacing the list's (`listRowInsets`); `nil` keeps them.
  case listRowInsets(EdgeInsets?)
  /// Hides a list row's separator on its `top` and/or `bottom` edge (`listRowSeparator(.hidden)`).
  case listRowSeparatorHidden(EdgeSet)
  /// Insets the safe area of the view's content, not the content's frame: content that ignores
  /// the safe area reaches into the insets (`safeAreaPadding`).
  case safeAreaPadding(EdgeInsets)
  /// A view placed at one edge; the modified view's safe area shrinks by it and `spacing`
  /// (`safeAreaInset(edge:alignment:spacing:content:)`).
  case safeAreaInset(ViewNode, edge: SafeAreaEdge, alignment: Alignment, spacing: Double?)
  /// A size on some axes taken from the nearest container's: a scroll view's viewport, else the
  /// screen's safe area (`containerRelativeFrame`).
  case containerRelativeFrame(ContainerRelativeFrame)
  /// The weight of text in the view, over its font's own (`fontWeight`, `bold`).
  case fontWeight(FontWeight)
  /// Italic text (`italic`); it keeps the upright widths.
  case italic
  /// The design of text in the view (`fontDesign`, `monospaced`).
  case fontDesign(FontDesign)
  /// Digits of one width (`monospacedDigit`).
  case monospacedDigit
  /// The lines text in the view always has room for (`lineLimit(2...3)`,
  /// `lineLimit(_:reservesSpace:)`); a later `lineLimit(_:)` resets it.
  case reservedLines(Int)
  /// Extra space between lines of text, in points.
  case lineSpacing(Double)
  /// How far text may shrink before it truncates: a fraction of its size, 0 to 1.
  case minimumScaleFactor(Double)
  /// Where a truncated line shows its "…".
  case truncationMode(TruncationMode)
  /// Text shown upper- or lower-cased; `nil` as written.
  case textCase(TextCase?)
  /// Clamps the Dynamic Type size of the view and everything inside it to a range
  /// (`dynamicTypeSize(...DynamicTypeSize.xxxLarge)`); one size sets it.
  case dynamicTypeSize(ClosedRange<DynamicTypeSize>)
  /// Clips the view's drawing, its children's and its text to its frame (`clipped`,
  /// `clipShape`, `cornerRadius`); changes no layout.
  case clip
  /// Dims the view and everything inside it (`disabled`), as SwiftUI's environment does.
  case disabled(Bool)
  /// The view as a `TabView`'s tab, with this item in the tab bar (`tabItem { Label(…) }`); the
  /// title's translations are its label's, which the tab then carries.
  case tabItem(title: String, systemImage: String, translations: [String: String] = [:])
  /// A count or text shown at a list row's trailing end (before a navigation link's chevron), or
  /// on a tab's item in the tab bar (`badge`).
  case badge(String)
  /// The space above each section of the lists in the view, in points (`listSectionSpacing`).
  case listSectionSpacing(Double)
  /// Hides the lines above (`top`) and below (`bottom`) the rows of the sections in the view
  /// (`listSectionSeparator(.hidden)`).
  case listSectionSeparatorHidden(EdgeSet)
  /// Section headers in the view shown larger and as written (`headerProminence(.increased)`).
  case headerProminence(isIncreased: Bool)
  /// Whether the scroll views and lists in the view draw their indicator (`scrollIndicators`).
  case scrollIndicators(ScrollIndicatorVisibility)
  /// Margins of `length` on `edges` around the content of the scroll views in the view, for
  /// `placement` (`contentMargins`).
  case contentMargins(edges: EdgeSet, length: Double, placement: ContentMarginPlacement)
  /// Whether the view and everything inside it show placeholders for their text and symbols
  /// (`redacted(reason: .placeholder)`; `false` for `unredacted()`).
  case redacted(Bool)
  /// A value for the custom layout this view is a subview of (`layoutValue(key:value:)`, read
  /// through `LayoutSubview[key]`); Swift code sets it, layout files have no spelling for it.
  /// Boxed, as `Adaptive.custom` is: its existential held inline would cost every modifier a tag
  /// byte and its copies their speed.
  indirect case layoutValue(LayoutValue)
  /// The view's own value for one of its alignment guides (`alignmentGuide(_:computeValue:)`),
  /// which a container aligning by that guide uses; Swift code sets it (a closure), layout files
  /// have no spelling for it. Boxed, as `layoutValue` is.
  indirect case alignmentGuide(AlignmentGuide)
  /// A `frame`, `padding`, `offset` or `position` some of whose lengths are computed while laying
  /// out, from the `GeometryReader` around the view or the screen (`ComputedModifier`); Swift code
  /// sets it, layout files have no spelling for it. Boxed, as `layoutValue` is.
  indirect case computed(ComputedModifier)
  /// A SwiftUI modifier that changes nothing a wireframe shows (colours, gestures, animation,
  /// accessibility, …): kept in the tree with its value as written, so a screen ports unchanged.
  case accepted(name: String, value: String)
}

extension Modifier {
  /// The view a `background` or `overlay` draws (a clip's outline is an overlay); `nil` for any
  /// other modifier.
  package var decoration: ViewNode? {
    switch self {
    case .background(let node, _), .overlay(let node, _): node
    default: nil
    }
  }

  /// The modifiers by name, so the vocabulary's test can check each is declared.
  package enum Kind: String, Sendable, CaseIterable {
    case padding, frame, fixedSize, layoutPriority, offset, background, overlay, hidden, aspectRatio
    case font, lineLimit, multilineTextAlignment, ignoresSafeArea, layoutDirection, flipsForRightToLeft
    case gridCellColumns, columnWidth, toolbarVisibility, scaledPadding, scaledFrame, checkIgnores
    case position, zIndex, tracking, imageScale, listRowInsets, listRowSeparatorHidden, safeAreaPadding
    case safeAreaInset, containerRelativeFrame
    case fontWeight, italic, fontDesign, monospacedDigit, reservedLines, lineSpacing, minimumScaleFactor
    case truncationMode, textCase, dynamicTypeSize, accepted
    case clip, disabled, tabItem
    case badge, listSectionSpacing, listSectionSeparatorHidden, headerProminence, scrollIndicators
    case contentMargins, redacted, layoutValue, alignmentGuide, computed
  }

  package var kind: Kind {
    switch self {
    case .padding: .padding
    case .frame: .frame
    case .fixedSize: .fixedSize
    case .layoutPriority: .layoutPriority
    case .offset: .offset
    case .background: .background
    case .overlay: .overlay
    case .hidden: .hidden
    case .aspectRatio: .aspectRatio
    case .font: .font
    case .lineLimit: .lineLimit
    case .multilineTextAlignment: .multilineTextAlignment
    case .ignoresSafeArea: .ignoresSafeArea
    case .layoutDirection: .layoutDirection
    case .flipsForRightToLeft: .flipsForRightToLeft
    case .gridCellColumns: .gridCellColumns
    case .columnWidth: .columnWidth
    case .toolbarVisibility: .toolbarVisibility
    case .scaledPadding: .scaledPadding
    case .scaledFrame: .scaledFrame
    case .checkIgnores: .checkIgnores
    case .position: .position
    case .zIndex: .zIndex
    case .tracking: .tracking
    case .imageScale: .imageScale
    case .listRowInsets: .listRowInsets
    case .listRowSeparatorHidden: .listRowSeparatorHidden
    case .safeAreaPadding: .safeAreaPadding
    case .safeAreaInset: .safeAreaInset
    case .containerRelativeFrame: .containerRelativeFrame
    case .fontWeight: .fontWeight
    case .italic: .italic
    case .fontDesign: .fontDesign
    case .monospacedDigit: .monospacedDigit
    case .reservedLines: .reservedLines
    case .lineSpacing: .lineSpacing
    case .minimumScaleFactor: .minimumScaleFactor
    case .truncationMode: .truncationMode
    case .textCase: .textCase
    case .dynamicTypeSize: .dynamicTypeSize
    case .accepted: .accepted
    case .clip: .clip
    case .disabled: .disabled
    case .tabItem: .tabItem
    case .badge: .badge
    case .listSectionSpacing: .listSectionSpacing
    case .listSectionSeparatorHidden: .listSectionSeparatorHidden
    case .headerProminence: .headerProminence
    case .scrollIndicators: .scrollIndicators
    case .contentMargins: .contentMargins
    case .redacted: .redacted
    case .layoutValue: .layoutValue
    case .alignmentGuide: .alignmentGuide
    case .computed: .computed
    }
  }
}

/// How `aspectRatio` fits a ratio into a proposal.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
  case fit
  case fill
}
