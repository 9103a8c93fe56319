import Devices
import LayoutEngine
import LayoutMapping
import Variants

extension PreviewState {
  /// The device the person chose: the one on screen, or the one a preview's canvas stands in for.
  public var chosenDevice: Device { appliedTraits?.deviceBefore ?? device }

  /// Shows the layout on screen as its preview traits ask, after giving back what the previous
  /// layout's traits changed: in the traits' orientation, or on their free-form canvas
  /// (`.fixedLayout`, or `.sizeThatFitsLayout` as wide as the device and as tall as the view) in
  /// the device's place. The session calls it when it starts and whenever another layout shows;
  /// a reload that changes the traits calls it too.
  public mutating func applyTraits() {
    giveBackTraits()
    guard let document = currentLayout?.document, document.traits != LayoutTraits() else { return }
    let traits = document.traits
    var applied = AppliedTraits(traits: traits, orientationBefore: orientation)
    let shown = traits.orientation.map(Orientation.init) ?? orientation
    if traits.canvas == .device {
      orientation = shown
    } else {
      applied.deviceBefore = device
      device = canvas(for: traits, on: device, in: shown, body: document.body)
      orientation = .portrait
    }
    appliedTraits = applied
    followSelection(always: true)
  }

  /// Gives back the device and orientation the person had before the traits changed them.
  mutating func giveBackTraits() {
    guard let applied = appliedTraits else { return }
    if let before = applied.orientationBefore { orientation = before }
    if let before = applied.deviceBefore { device = before }
    appliedTraits = nil
  }

  /// The person chose a device: the canvas is over, and the orientation is the traits' (or the
  /// person's again, when the traits chose none).
  mutating func leaveTraitCanvas() {
    guard var applied = appliedTraits, applied.showsCanvas else { return }
    applied.deviceBefore = nil
    if let trait = applied.traits.orientation {
      orientation = Orientation(trait)
    } else {
      orientation = applied.orientationBefore ?? orientation
      applied.orientationBefore = nil
    }
    appliedTraits = applied
  }

  /// Fits a size-that-fits canvas again when what it fits changed since `previous` (the text
  /// size, the language, the document), as long as the canvas is upright.
  mutating func refitCanvas(after previous: PreviewState) {
    guard let applied = appliedTraits, applied.traits.canvas == .sizeThatFits,
      let base = applied.deviceBefore, orientation == .portrait,
      let document = currentLayout?.document
    else { return }
    guard
      typeSize != previous.typeSize || language != previous.language || direction != previous.direction
        || document != previous.currentLayout?.document
    else { return }
    let shown = applied.traits.orientation.map(Orientation.init) ?? applied.orientationBefore ?? .portrait
    device = canvas(for: applied.traits, on: base, in: shown, body: document.body)
  }

  /// The free-form device the traits' canvas is: the commands' screen for the same traits
  /// (`LayoutTraits.screen(on:fitting:context:)`) on `base` in `orientation`.
  private func canvas(for traits: LayoutTraits, on base: Device, in orientation: Orientation, body: ViewNode)
    -> Device
  {
    let screen = traits.screen(on: base.screen(orientation), fitting: body, context: variant.context(on:))
    return screen.device
  }
}
