import Devices
import LayoutEngine

extension PreviewState {
  /// Steps through the multitasking modes this iPad offers in this orientation, wrapping; on
  /// other devices says that multitasking is iPad only.
  mutating func stepSplit(by step: Int) {
    let base = device.screen(orientation)
    let modes = base.availableSplitModes()
    guard modes.count > 1 else {
      notice =
        device.idiom == .pad
        ? "No Split View widths are known for \(device.name)"
        : "Multitasking is iPad only; \(device.name) shows apps full screen"
      return
    }
    let current = modes.firstIndex(of: screen.splitMode) ?? 0
    splitMode = modes[(current + step + modes.count) % modes.count]
    notice = windowNotice
    followSelection()
  }

  /// Resizes an iPad's window by `width` and `height` points as an iPadOS 26 free window, from
  /// the window shown (full screen, an arrangement or a split), held between the minimum window
  /// and the screen; a window as large as the screen is full screen again. Says the size and
  /// size classes, so a designer sees the width at which the layout turns compact.
  mutating func resizeWindow(width: Double, height: Double) {
    guard device.idiom == .pad else {
      notice = "Windows resize on iPad only; \(device.name) shows apps full screen"
      return
    }
    let full = device.screen(orientation).size
    let minimum = IPadWindowMetrics.minimumSize
    let shown = screen.window.size
    let size = Size(
      width: min(full.width, max(minimum.width, (shown.width + width).rounded())),
      height: min(full.height, max(minimum.height, (shown.height + height).rounded())))
    splitMode = size == full ? .full : .window(size)
    let limit =
      size.width == minimum.width && width < 0 || size.height == minimum.height && height < 0
      ? " (the minimum window)"
      : size.width == full.width && width > 0 || size.height == full.height && height > 0
        ? " (the screen's edge)" : ""
    notice = windowNotice + limit
    followSelection()
  }

  /// `1/2 window: 592×834 pt, C/R`: the window shown, its size and size classes.
  var windowNotice: String {
    let shown = screen
    return "\(shown.splitMode.displayName): window \(PreviewText.points(shown.window.width))"
      + "×\(PreviewText.points(shown.window.height)) pt, \(shown.windowSizeClasses.shortName)"
  }

  /// Shows or hides the keyboard; Apple Watch and Apple TV have none to show.
  mutating func toggleKeyboard() {
    guard KeyboardMetrics.height(for: device.screen(orientation)) != nil else {
      notice = "\(device.name) has no software keyboard"
      return
    }
    showsKeyboard.toggle()
    notice =
      showsKeyboard ? "Keyboard shown: \(PreviewText.points(screen.keyboardHeight)) pt" : "Keyboard hidden"
    // In the width fit (or zoomed) the device's bottom is often out of view: go to the keyboard.
    if showsKeyboard, fit == .width || zoom > 1 {
      center = Point(x: screen.size.width / 2, y: screen.size.height - screen.keyboardHeight / 2)
    } else {
      followSelection()
    }
  }
}
