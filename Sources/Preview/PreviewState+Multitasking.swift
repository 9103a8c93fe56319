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
    let shown = screen
    notice =
      "\(shown.splitMode.displayName): window \(PreviewText.points(shown.window.width))"
      + "×\(PreviewText.points(shown.window.height)) pt, \(shown.windowSizeClasses.shortName)"
    followSelection()
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
