import LayoutEngine

/// `hitRegion`: a control a person taps smaller than the platform's minimum.
///
/// The minimum is the HIG's default control size (Accessibility > Mobility): 44 x 44 pt on
/// iPhone, iPad and Apple Watch, 66 x 66 pt on Apple TV (where controls are focused rather than
/// tapped, but the HIG gives that size for them), and on a Mac the HIG's minimum control size,
/// 20 x 20 pt (a pointer is precise; regular macOS controls are 28 pt). The measured region is the space the control
/// takes with its padding and frames (`outerFrame`): a layout file cannot write SwiftUI's
/// `contentShape` or a label's own padding, and this is how it makes a control larger. A Toggle and a
/// Slider have the system's fixed heights (31 and 28 pt) and, as UISwitch and UISlider, take
/// touches beyond them, as Apple's own 44-pt rows show: only their width is checked; so is the
/// date button of a compact DatePicker (UIDatePicker's, 34 pt, in a 44-pt row), and a text
/// field's (a bare one a line of text tall in a 44-pt form row, UIKit's rounded box 34 pt). Controls in
/// the bars the engine makes (tab items, bar buttons, the search field) are the system's, whose
/// touch areas span their bar's height (49-pt tab bar, 44-pt navigation bar), and are skipped.
enum HitRegionRule {
  /// The minimum side of a control on `idiom`, in points.
  static func minimum(on idiom: UserInterfaceIdiom) -> Double {
    switch idiom {
    case .tv: 66
    case .mac: 20
    case .phone, .pad, .watch: 44
    }
  }

  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    let minimum = minimum(on: scene.idiom)
    let shortOf = " is smaller than the \(points(minimum, minimum)) hit region"
    var kinds = LastKind<String>()
    let nodes = scene.result.nodes
    for index in nodes.indices where scene.traits[index].contains(.tappable) && !scene.isSystem[index] {
      let frame = nodes[index].outerFrame
      let systemHeight =
        hasSystemHeight(nodes[index].element)
        || nodes[index].parent.map { isCompactDatePicker(nodes[$0].element) } == true
      let height = systemHeight ? minimum : frame.height
      guard scene.isShown(index), frame.width < minimum - 0.001 || height < minimum - 0.001,
        let reference = scene.reference(index)
      else { continue }
      let shortfall = max(minimum - frame.width, 0) + max(minimum - height, 0)
      out.append(
        Observation(
          rule: .hitRegion, node: reference, index: index,
          kind: kinds.kind(for: reference.type) { $0 + shortOf }, measure: shortfall,
          detail: { points(frame.width, frame.height) }))
    }
  }

  /// Whether `element` is a compact DatePicker, whose date button has the system's height.
  static func isCompactDatePicker(_ element: Element) -> Bool {
    if case .composite(.datePicker(graphical: false, _)) = element { return true }
    return false
  }

  /// Whether `element` is a Toggle, Slider or text field, whose height is the system's.
  static func hasSystemHeight(_ element: Element) -> Bool {
    switch element {
    case .control(.toggle), .control(.slider), .control(.textField), .control(.secureField): true
    default: false
    }
  }
}
