import LayoutEngine

extension Screen {
  /// This screen with the app in `mode`: the window's frame and size classes from the Split View
  /// table (`MultitaskingTable.standard`) for iPadOS 18's modes, from `IPadWindowMetrics` for
  /// iPadOS 26's windows.
  ///
  /// Split View puts the app in the left pane, the other app right of a 10-pt divider; Slide Over
  /// floats the app at the right edge, 20 pt below the top and above the bottom. `.full` is
  /// always possible; iPadOS 18's modes need an iPad whose screen the table knows, and 1/2
  /// landscape; iPadOS 26's windows need an iPad and a window from the minimum size to the screen.
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
    if let frame = IPadWindowMetrics.frame(of: mode, on: size) {
      let minimum = IPadWindowMetrics.minimumSize
      if case .window(let width, let height) = mode, width > size.width || height > size.height {
        throw .largerThanScreen(mode, device: device.name, orientation: orientation, screen: size)
      }
      guard frame.width >= minimum.width, frame.height >= minimum.height else {
        throw .belowMinimum(mode, device: device.name, orientation: orientation, window: frame.size)
      }
      copy.window = frame
      copy.windowSizeClasses = IPadWindowMetrics.sizeClasses(for: frame.size)
      return copy
    }
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
  /// on devices other than an iPad, no 1/2 split in portrait, no window narrower than the
  /// minimum (a third in portrait on most iPads), and iPadOS 18's modes only on a known iPad.
  public func availableSplitModes(table: MultitaskingTable = .standard) -> [SplitMode] {
    SplitMode.allCases.filter { mode in (try? split(mode, table: table)) != nil }
  }

  /// The region of the other app in Split View (right of the divider), `nil` otherwise.
  public var otherAppFrame: Rect? {
    guard SplitMode.iPadOS18.contains(splitMode), splitMode != .slideOver, let divider = dividerFrame
    else { return nil }
    return Rect(x: divider.maxX, y: 0, width: max(0, size.width - divider.maxX), height: size.height)
  }

  /// The divider between the two apps of a Split View, `nil` otherwise.
  public var dividerFrame: Rect? {
    guard SplitMode.iPadOS18.contains(splitMode), splitMode != .slideOver else { return nil }
    return Rect(
      x: window.maxX, y: 0, width: MultitaskingTable.standard.dividerWidth, height: size.height)
  }

  /// The window controls over an iPadOS 26 window's top-leading corner (`IPadWindowMetrics`),
  /// below the status bar where the window reaches under it, in screen coordinates; `nil` full
  /// screen and in iPadOS 18's modes.
  public var windowControlsFrame: Rect? {
    guard splitMode.isWindow else { return nil }
    return Rect(
      origin: Point(x: window.minX, y: window.minY + windowSafeArea.top), size: IPadWindowMetrics.controlsSize
    )
  }

  /// The three buttons of an iPadOS 26 window's controls, leading first, centred in their band.
  public var windowControlButtonFrames: [Rect] {
    guard let band = windowControlsFrame else { return [] }
    let d = IPadWindowMetrics.controlDiameter
    return (0..<3).map { k in
      Rect(
        x: band.minX + IPadWindowMetrics.controlInset + Double(k) * IPadWindowMetrics.controlSpacing - d / 2,
        y: band.minY + (band.height - d) / 2, width: d, height: d)
    }
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
