import LayoutEngine

/// The controls a person taps in one scene, as the rules on their placement read them
/// (`collidingControls`, `targetSpacing`, `controlsInRow`): the outermost tappable nodes the
/// file writes (a control group's buttons are inside it, the engine's bars are the system's),
/// each with its hit region, the edges a person sees, and whether it draws a bezel. Found once
/// a scene and shared, with each target's first later collider, which the spacing rule skips.
struct TapTargets {
  struct Target {
    /// The node's index in its layout.
    var index: Int
    /// The space it takes with its padding and frames (`outerFrame`), as `hitRegion` measures it,
    /// moved by its own `offset` (which moves its drawing and taps, not its slot).
    var region: Rect
    /// Its own frame: its bezel when it has one, else the label a person sees.
    var visible: Rect
    /// Whether it draws a bezel (a bordered button, a switch, a slider's track, a rounded field),
    /// which the HIG pads by about 12 pt, against 24 pt around a borderless one's visible edges.
    var isBezeled: Bool
    /// Whether a List or Form lays it out as a row, spaced by the list's own separators.
    var isInList: Bool
  }

  let targets: [Target]
  /// Per target: the position of the first later target whose region meets its own.
  let firstCollider: [Int?]

  init(_ scene: Scene) {
    let nodes = scene.result.nodes
    var targets: [Target] = []
    var insideUntil = -1
    var listUntil: [Int] = []
    for index in nodes.indices {
      while let last = listUntil.last, index >= last { listUntil.removeLast() }
      if case .listing(.list) = nodes[index].element { listUntil.append(scene.subtreeEnd[index]) }
      guard index >= insideUntil, scene.traits[index].contains(.tappable), !scene.isSystem[index],
        scene.isShown(index), nodes[index].source != nil
      else { continue }
      insideUntil = scene.subtreeEnd[index]
      var region = nodes[index].outerFrame
      if let facts = scene.facts(of: index), facts.offsetX != 0 || facts.offsetY != 0 {
        let x = nodes[index].layoutDirection == .rightToLeft ? -facts.offsetX : facts.offsetX
        region = region.offsetBy(dx: x, dy: facts.offsetY)
      }
      if let clip = nodes[index].clip { region = region.intersection(clip) }
      targets.append(
        Target(
          index: index, region: region, visible: scene.visibleFrame(of: index),
          isBezeled: Self.isBezeled(nodes[index].element), isInList: !listUntil.isEmpty))
    }
    self.targets = targets
    let grid = SiblingGrid(targets.map(\.region))
    firstCollider = targets.indices.map { position in
      grid.firstMeeting(targets[position].region, after: position) {
        OverlapRule.meets(targets[position].region, $0)
      }
    }
  }

  /// The distance between the nearest points of two rectangles, 0 when they meet.
  static func gap(_ a: Rect, _ b: Rect) -> Double {
    let dx = max(0, b.minX - a.maxX, a.minX - b.maxX)
    let dy = max(0, b.minY - a.maxY, a.minY - b.maxY)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Whether `element` draws a bezel around its label.
  static func isBezeled(_ element: Element) -> Bool {
    switch element {
    case .control(.button(_, let style, _, _, _, _, _)): style != .plain
    case .control(.textField(_, _, let style)), .control(.secureField(_, _, let style)): style != .plain
    case .control(.toggle), .control(.slider), .control(.stepper), .control(.textEditor): true
    case .composite, .labeled(.picker): true
    default: false
    }
  }
}
