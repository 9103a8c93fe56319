import LayoutEngine

extension Screen {
  /// This screen with the software keyboard shown (`true`) or hidden: the keyboard's height
  /// for the device and orientation (`KeyboardMetrics`), 0 where there is no software keyboard.
  public func keyboard(_ shown: Bool) -> Screen {
    var copy = self
    copy.keyboardHeight = shown ? (KeyboardMetrics.height(for: self) ?? 0) : 0
    return copy
  }

  /// Where the keyboard is on the screen, `nil` when it is hidden: the full screen width at the
  /// bottom, over every window (Split View panes and Slide Over alike).
  public var keyboardFrame: Rect? {
    guard keyboardHeight > 0 else { return nil }
    return Rect(x: 0, y: size.height - keyboardHeight, width: size.width, height: keyboardHeight)
  }

  /// How far the keyboard reaches up into the window from the window's bottom edge.
  public var windowKeyboardOverlap: Double {
    guard let keyboard = keyboardFrame else { return 0 }
    return max(0, window.maxY - keyboard.minY)
  }
}
