import LayoutEngine

/// `targetSpacing`: two controls closer than the HIG's padding (Accessibility, Mobility):
/// "it works well to add about 12 points of padding around elements that include a bezel. For
/// elements without a bezel, about 24 points of padding works well around the element's visible
/// edges." The gap is measured between the controls' visible edges (a bezel, or a borderless
/// control's label), and two controls need the larger of their paddings. Rows of a List or Form
/// are spaced by the list (its separators and insets) and are left out; controls whose hit
/// regions meet are `collidingControls`'. Each control is reported once, under the first later
/// control too close to it.
enum TargetSpacingRule {
  /// The padding the HIG gives around a control with a bezel, and around one without.
  static let bezeledPadding = 12.0
  static let borderlessPadding = 24.0

  static func padding(_ target: TapTargets.Target) -> Double {
    target.isBezeled ? bezeledPadding : borderlessPadding
  }

  static func inspect(_ scene: Scene, targets: TapTargets, into out: inout [Observation]) {
    let list = targets.targets
    let reach = borderlessPadding
    let grid = SiblingGrid(list.map { $0.visible.outset(reach / 2) })
    let nodes = scene.result.nodes
    for (position, target) in list.enumerated()
    where !target.isInList && targets.firstCollider[position] == nil {
      let query = target.visible.outset(reach / 2)
      guard
        let near = grid.firstAccepted(
          query, after: position,
          where: { other in
            let candidate = list[other]
            guard !candidate.isInList, !OverlapRule.meets(target.region, candidate.region) else {
              return false
            }
            return TapTargets.gap(target.visible, candidate.visible)
              < max(padding(target), padding(candidate)) - 0.5
          }),
        let reference = scene.reference(target.index)
      else { continue }
      let other = list[near]
      let gap = TapTargets.gap(target.visible, other.visible)
      let wanted = max(padding(target), padding(other))
      let name = nodes[other.index].element.typeName + (nodes[other.index].id.map { " '\($0)'" } ?? "")
      out.append(
        Observation(
          rule: .targetSpacing, node: reference, index: target.index,
          kind:
            "\(reference.type) is closer to \(name) than the \(points(wanted)) pt the HIG pads controls by",
          measure: wanted - gap, detail: { "\(points(gap)) pt apart" }))
    }
  }
}

extension Rect {
  /// This rectangle grown by `amount` on every side.
  fileprivate func outset(_ amount: Double) -> Rect {
    inset(top: -amount, left: -amount, bottom: -amount, right: -amount)
  }
}
