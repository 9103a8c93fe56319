import Devices
import LayoutEngine
import Variants

/// `check`'s rules on one file's laid-out variants: what the checker runs on every layout of
/// the matrix, and what the gallery runs on the variants it lays out to draw (so it lays each
/// out once). Variants are inspected a column at a time, a column being variants that differ
/// only in their text size, so that `dynamicType` can see text whose size stops growing.
public struct Inspector: Sendable {
  let facts: [SourceLocation: NodeFacts]
  let settings: RuleSettings
  let rules: Set<Rule>

  /// The inspector of the file whose tree is `body`, with the severities of `settings`.
  public init(body: ViewNode, settings: RuleSettings = RuleSettings()) {
    facts = NodeFacts.table(for: body)
    self.settings = settings
    rules = settings.enabledRules
  }

  /// The findings on each of `laidOut`, in order: each variant's result, laid out on `screen`
  /// (the variant's own, or a preview's canvas in its place), inspected on its own, and variants
  /// that differ only in text size compared with each other (give them together,
  /// `columns(of:)`). Each finding's node has its path; its message has the measure in that
  /// variant.
  public func findings(
    _ laidOut: [(result: LayoutResult, variant: PreviewVariant, screen: Screen)]
  ) -> [[VariantFinding]] {
    var out = [[VariantFinding]](repeating: [], count: laidOut.count)
    for members in Self.columns(of: laidOut.map(\.variant)) {
      let scenes = members.map {
        Scene(result: laidOut[$0].result, screen: laidOut[$0].screen, facts: facts)
      }
      for (position, observations) in observe(column: scenes).enumerated() {
        let scene = scenes[position]
        out[members[position]] = observations.map { observation in
          var node = observation.node
          node.path = scene.result.path(of: observation.index)
          var message = observation.kind
          if let detail = observation.detail { message += "; \(detail())" }
          return VariantFinding(
            rule: observation.rule, severity: settings.severity(of: observation.rule), node: node,
            message: message, frame: scene.visibleFrame(of: observation.index))
        }
      }
    }
    return out
  }

  /// `variants` grouped into columns, the indices of variants that differ only in their text
  /// size, each in increasing size, the columns in the order of their first variant.
  public static func columns(of variants: [PreviewVariant]) -> [[Int]] {
    var columns: [[Int]] = []
    var columnOf: [String: Int] = [:]
    for (index, variant) in variants.enumerated() {
      let key =
        "\(variant.device.name)|\(variant.orientation)|\(variant.direction)|\(variant.language)|"
        + "\(variant.splitMode)|\(variant.showsKeyboard)"
      if let at = columnOf[key] {
        columns[at].append(index)
      } else {
        columnOf[key] = columns.count
        columns.append([index])
      }
    }
    return columns.map { $0.sorted { variants[$0].typeSize < variants[$1].typeSize } }
  }

  /// What the rules see in each scene of `column` (the same variant at increasing text sizes),
  /// less what the file silences.
  func observe(column scenes: [Scene]) -> [[Observation]] {
    var previous: TextGrowthRule.Entry?
    return scenes.map { scene in
      removingIgnored(observe(scene) + growth(of: scene, after: &previous))
    }
  }

  /// What `dynamicType` sees comparing `scene` with `previous`, the layout before it in its column
  /// (`nil` for the first), which becomes `scene`'s text for the next.
  func growth(of scene: Scene, after previous: inout TextGrowthRule.Entry?) -> [Observation] {
    guard rules.contains(.dynamicType), scene.idiom != .tv else { return [] }
    let entry = TextGrowthRule.Entry(
      typeSize: scene.result.context.dynamicTypeSize, samples: scene.textSamples())
    defer { previous = entry }
    guard let previous else { return [] }
    return TextGrowthRule.inspect(entry, after: previous, in: scene)
  }

  /// `found` less the observations of rules a node's `checkIgnores` silences.
  func removingIgnored(_ found: [Observation]) -> [Observation] {
    guard !facts.isEmpty else { return found }
    return found.filter { !(facts[$0.node.source]?.ignored.contains($0.rule.rawValue) ?? false) }
  }

  /// What the rules that need one layout see in `scene`.
  func observe(_ scene: Scene) -> [Observation] {
    var found: [Observation] = []
    if rules.contains(.hitRegion) { HitRegionRule.inspect(scene, into: &found) }
    if rules.contains(.textClipped) { TextClippedRule.inspect(scene, into: &found) }
    if rules.contains(.dynamicType) { DynamicTypeRule.inspect(scene, into: &found) }
    if rules.contains(.offscreen) { OffscreenRule.inspect(scene, into: &found) }
    if rules.contains(.outsideSafeArea) { OutsideSafeAreaRule.inspect(scene, into: &found) }
    if rules.contains(.overlap) { OverlapRule.inspect(scene, into: &found) }
    if rules.contains(.lineLength) { LineLengthRule.inspect(scene, into: &found) }
    if rules.contains(.windowBottom) { WindowBottomRule.inspect(scene, into: &found) }
    if rules.contains(.fullWidthButton) { FullWidthButtonRule.inspect(scene, into: &found) }
    if rules.contains(.tvSafeArea) { TVSafeAreaRule.inspect(scene, into: &found) }
    if rules.contains(.tvGrid) { TVGridRule.inspect(scene, into: &found) }
    if rules.contains(.midWordBreak) { MidWordBreakRule.inspect(scene, into: &found) }
    if rules.contains(.smallText) { SmallTextRule.inspect(scene, into: &found) }
    if rules.contains(.lightWeight) { LightWeightRule.inspect(scene, into: &found) }
    if !rules.isDisjoint(with: [.collidingControls, .targetSpacing, .controlsInRow]) {
      let targets = TapTargets(scene)
      if rules.contains(.collidingControls) {
        CollidingControlsRule.inspect(scene, targets: targets, into: &found)
      }
      if rules.contains(.targetSpacing) { TargetSpacingRule.inspect(scene, targets: targets, into: &found) }
      if rules.contains(.controlsInRow) { ControlsInRowRule.inspect(scene, targets: targets, into: &found) }
    }
    return found
  }
}
