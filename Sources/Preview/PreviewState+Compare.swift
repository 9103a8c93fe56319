import Devices
import LayoutEngine
import Variants

extension PreviewState {
  /// The variant on screen, read from and written to the state's fields.
  public var variant: PreviewVariant {
    get {
      PreviewVariant(
        device: device, orientation: orientation, typeSize: typeSize, direction: direction,
        language: language, splitMode: splitMode, showsKeyboard: showsKeyboard)
    }
    set {
      device = newValue.device
      orientation = newValue.orientation
      // Only a different size is asked for, so a state showing its device's default keeps
      // following the device.
      if newValue.typeSize != typeSize { typeSize = newValue.typeSize }
      direction = newValue.direction
      language = newValue.language
      splitMode = newValue.splitMode
      showsKeyboard = newValue.showsKeyboard
    }
  }

  /// The two panes of `mode` (`CompareMode.sides`): this state with each side's variant applied.
  /// `next` is the device shown on the right in device mode (the catalog's next one).
  public func compareVariants(_ mode: CompareMode, next nextDevice: Device?) -> [CompareVariant] {
    var single = self
    single.compare = nil
    var panes = mode.sides(of: variant, other: nextDevice).map { side in
      var state = single
      state.variant = side.variant
      return CompareVariant(side: side, state: state)
    }
    if mode == .direction {
      // While zoomed, the pane in the other direction looks at the mirrored point.
      let mirrored = center.map { Point(x: screen.size.width - $0.x, y: $0.y) }
      panes[direction == .leftToRight ? 1 : 0].state.center = mirrored
    }
    return panes
  }

  /// The first device after the current one in `devices` (wrapping) whose screen has another
  /// size, for device compare: the catalog's next is often a twin (an iPhone SE 4-inch and an
  /// iPod touch are both 320×568), and two identical panes compare nothing.
  public func nextDevice(in devices: [Device]) -> Device? {
    guard !devices.isEmpty else { return nil }
    let current = devices.firstIndex { $0.name == chosenDevice.name }
    let start = current.map { $0 + 1 } ?? 0
    let order = (0..<devices.count).map { devices[(start + $0) % devices.count] }
    return order.first { $0.portraitSize != chosenDevice.portraitSize } ?? order.first
  }
}
