/// What a node's modifiers ask of the compiler before it builds the node, found in one pass:
/// whether any sets the environment, hangs a view off the node, or flips it for right-to-left.
///
/// Most nodes carry only layout modifiers (a leaf's `frame`), so the passes these guard are
/// usually skipped. The modifiers are matched in place through a pointer and by case alone:
/// `modifiers[n].kind` copied the whole modifier (a `frame`'s is 120 bytes, a background's
/// retains its view) and switched over every case just to ask its kind, in each of those passes,
/// for every node (measured on the side-by-side benchmark's wide stack: about 300 instructions a
/// leaf).
struct ModifierTraits {
  /// A modifier that `InheritedEnvironment.applying` reads.
  private(set) var setsEnvironment = false
  /// A background, overlay, safe-area inset or badge, whose view is compiled right after the node.
  private(set) var hasDecorations = false
  /// A `flipsForRightToLeft` flag.
  private(set) var setsFlip = false

  /// Whether any of `modifiers` hangs a view off its node (`hasDecorations`), without the other
  /// questions: what the tree's shape walk asks of every node.
  static func hasDecorations(_ modifiers: borrowing [Modifier]) -> Bool {
    modifiers.withUnsafeBufferPointer { buffer in
      guard let first = buffer.baseAddress else { return false }
      for n in 0..<buffer.count {
        switch (first + n).pointee {
        case .background, .overlay, .safeAreaInset, .badge: return true
        default: continue
        }
      }
      return false
    }
  }

  init(_ modifiers: [Modifier]) {
    modifiers.withUnsafeBufferPointer { buffer in
      guard let first = buffer.baseAddress else { return }
      for n in 0..<buffer.count {
        switch (first + n).pointee {
        case .background, .overlay, .safeAreaInset, .badge: hasDecorations = true
        case .flipsForRightToLeft: setsFlip = true
        // Layout modifiers and settings of the node's own. Any other case (a new modifier
        // included) counts as an environment modifier: always correct, only slower.
        case .padding, .frame, .fixedSize, .layoutPriority, .offset, .aspectRatio, .ignoresSafeArea,
          .gridCellColumns, .columnWidth, .toolbarVisibility, .scaledPadding, .scaledFrame, .checkIgnores,
          .position, .zIndex,
          .listRowInsets, .listRowSeparatorHidden, .safeAreaPadding, .containerRelativeFrame, .clip,
          .accepted, .tabItem, .layoutValue, .alignmentGuide, .computed:
          break
        default: setsEnvironment = true
        }
      }
    }
  }
}
