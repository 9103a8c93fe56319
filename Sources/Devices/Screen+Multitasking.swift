import LayoutEngine

extension Screen {
  /// This screen with the app in `mode`: the window's frame and size classes from the Split View
  /// table (`MultitaskingTable.standard`).
  ///
  /// Split View puts the app in the left pane, the other app right of a 10-pt divider; Slide Over
  /// floats the app at the right edge, 20 pt below the top and above the bottom. `.full` is
  /// always possible; the others need an iPad whose screen the table knows, and 1/2 landscape.
  public func split(_ mode: SplitMode, table: MultitaskingTable = .standard) throws(MultitaskingError)
    -> Screen
  {
    var copy = self
    copy.splitMode = mode
    guard mode != .full else {
      copy.window = Rect(origin: .zero, size: size)
      copy.windowSizeClasses = sizeClasses
      return copy
    }
    guard device.idiom == .pad else { throw .notAnIPad(device: device.name) }
    guard table.knows(portraitSize: device.portraitSize) else { throw .noData(device: device.name) }
    guard let entry = table.window(mode, portraitSize: device.portraitSize, orientation: orientation)
    else { throw .unavailable(mode, device: device.name, orientation: orientation) }
    if mode == .slideOver {
      let inset = table.slideOverVerticalInset
      copy.window = Rect(
        x: size.width - entry.width, y: inset, width: entry.width, height: size.height - 2 * inset)
    } else {
      copy.window = Rect(x: 0, y: 0, width: entry.width, height: size.height)
    }
    copy.windowSizeClasses = SizeClasses(horizontal: entry.horizontalSizeClass, vertical: .regular)
    return copy
  }

  /// The split modes this screen can show, in the order the session cycles them: `.full` only
  /// on devices other than a known iPad, and no 1/2 split in portrait.
  public func availableSplitModes(table: MultitaskingTable = .standard) -> [SplitMode] {
    SplitMode.allCases.filter { mode in (try? split(mode, table: table)) != nil }
  }

  /// The region of the other app in Split View (right of the divider), `nil` otherwise.
  public var otherAppFrame: Rect? {
    guard splitMode != .full, splitMode != .slideOver, let divider = dividerFrame else { return nil }
    return Rect(x: divider.maxX, y: 0, width: max(0, size.width - divider.maxX), height: size.height)
  }

  /// The divider between the two apps of a Split View, `nil` otherwise.
  public var dividerFrame: Rect? {
    guard splitMode != .full, splitMode != .slideOver else { return nil }
    return Rect(
      x: window.maxX, y: 0, width: MultitaskingTable.standard.dividerWidth, height: size.height)
  }

  /// The screen's safe-area insets as they reach the window: each edge's inset less the
  /// window's distance from that screen edge, never negative.
  public var windowSafeArea: PhysicalInsets {
    PhysicalInsets(
      top: max(0, safeArea.top - window.minY),
      left: max(0, safeArea.left - window.minX),
      bottom: max(0, safeArea.bottom - (size.height - window.maxY)),
      right: max(0, safeArea.right - (size.width - window.maxX)))
  }
}
