import LayoutEngine

/// `collidingControls`: two controls whose hit regions intersect, so a tap meant for one may
/// land on the other. Each control is reported once, under the first later control that meets
/// it (the one drawn over it, which takes the tap). The HIG (Accessibility, Mobility): "Include
/// enough padding between elements to reduce the chance that someone taps the wrong control."
enum CollidingControlsRule {
  static func inspect(_ scene: Scene, targets: TapTargets, into out: inout [Observation]) {
    var kinds = LastKind<OverlapRule.Cover>()
    let nodes = scene.result.nodes
    for (position, target) in targets.targets.enumerated() {
      guard let other = targets.firstCollider[position], let reference = scene.reference(target.index)
      else { continue }
      let over = targets.targets[other]
      let area = target.region.intersection(over.region)
      out.append(
        Observation(
          rule: .collidingControls, node: reference, index: target.index,
          kind: kinds.kind(
            for: OverlapRule.Cover(type: nodes[over.index].element.typeName, id: nodes[over.index].id)
          ) {
            "\(reference.type)'s hit region meets that of \($0.type)\($0.id.map { " '\($0)'" } ?? "")"
          },
          measure: area.width * area.height, detail: { "\(points(area.width, area.height)) shared" }))
    }
  }
}
