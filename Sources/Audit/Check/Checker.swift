import Devices
import LayoutEngine
import Preview

/// Lays layout files out over a variant matrix and runs the rules on each layout: the work of
/// `layout-preview check`. Variants whose inputs are equal (`SceneKey`) are laid out once; the
/// distinct layouts of all files are spread over the cores in a task group.
public enum Checker {
  /// One file to check: its name for reports and its parsed body.
  public struct Input: Sendable {
    public var file: String
    public var body: ViewNode

    public init(file: String, body: ViewNode) {
      self.file = file
      self.body = body
    }
  }

  /// The report of each input, in order.
  public static func check(
    _ inputs: [Input], matrix: VariantMatrix, settings: RuleSettings = RuleSettings()
  ) async -> [FileReport] {
    let plans = inputs.map { Plan($0, matrix: matrix, rules: settings.enabledRules) }
    var observations = plans.map { plan in [[Observation]](repeating: [], count: plan.keys.count) }
    let chunk = 32
    await withTaskGroup(of: (Int, Int, [[Observation]]).self) { group in
      for (file, plan) in plans.enumerated() {
        for start in stride(from: 0, to: plan.keys.count, by: chunk) {
          let range = start..<min(start + chunk, plan.keys.count)
          group.addTask { (file, start, plan.observe(range)) }
        }
      }
      for await (file, start, found) in group {
        observations[file].replaceSubrange(start..<start + found.count, with: found)
      }
    }
    let found = observations
    return await withTaskGroup(of: (Int, FileReport).self) { group in
      for (file, plan) in plans.enumerated() {
        group.addTask { (file, plan.report(found[file], settings: settings)) }
      }
      var reports: [FileReport?] = Array(repeating: nil, count: plans.count)
      for await (file, report) in group { reports[file] = report }
      return reports.map { $0! }
    }
  }

  /// One file's variants, the distinct scenes they need, and the file's facts.
  struct Plan: Sendable {
    var input: Input
    var facts: [SourceLocation: NodeFacts]
    var variants: [PreviewVariant]
    /// The distinct scenes, and a variant's screen for each.
    var keys: [SceneKey]
    var screens: [Screen]
    /// For each variant, the index of its scene in `keys`.
    var sceneOfVariant: [Int]
    var rules: Set<Rule>

    init(_ input: Input, matrix: VariantMatrix, rules: Set<Rule>) {
      self.input = input
      self.rules = rules
      facts = NodeFacts.table(for: input.body)
      variants = matrix.variants(languages: VariantMatrix.languages(of: input.body))
      var index: [SceneKey: Int] = [:]
      keys = []
      screens = []
      sceneOfVariant = []
      for variant in variants {
        let screen = variant.screen
        let key = SceneKey(context: variant.context, screen: screen)
        if let at = index[key] {
          sceneOfVariant.append(at)
        } else {
          index[key] = keys.count
          sceneOfVariant.append(keys.count)
          keys.append(key)
          screens.append(screen)
        }
      }
    }

    /// What the rules see in scenes `range`, less what the file silences. Each observation's
    /// path is filled in the first time its finding shows in the range, which is the only one
    /// `report` reads (the first scene of a finding is the first of some range).
    func observe(_ range: Range<Int>) -> [[Observation]] {
      var seen: Set<FindingKey> = []
      return range.map { index in
        let result = LayoutEngine.layout(input.body, in: keys[index].context)
        let scene = Scene(result: result, screen: screens[index], facts: facts)
        var found: [Observation] = []
        if rules.contains(.hitRegion) { HitRegionRule.inspect(scene, into: &found) }
        if rules.contains(.textClipped) { TextClippedRule.inspect(scene, into: &found) }
        if rules.contains(.dynamicType) { DynamicTypeRule.inspect(scene, into: &found) }
        if rules.contains(.offscreen) { OffscreenRule.inspect(scene, into: &found) }
        if rules.contains(.outsideSafeArea) { OutsideSafeAreaRule.inspect(scene, into: &found) }
        if rules.contains(.overlap) { OverlapRule.inspect(scene, into: &found) }
        if rules.contains(.lineLength) { LineLengthRule.inspect(scene, into: &found) }
        if !facts.isEmpty {
          found.removeAll { facts[$0.node.source]?.ignored.contains($0.rule.rawValue) ?? false }
        }
        for n in found.indices where seen.insert(FindingKey(found[n])).inserted {
          found[n].node.path = result.path(of: found[n].index)
        }
        return found
      }
    }

    /// The findings: observations of one rule, node and kind across variants become one.
    func report(_ observations: [[Observation]], settings: RuleSettings) -> FileReport {
      var variantsOfScene = [[Int]](repeating: [], count: keys.count)
      for (variant, scene) in sceneOfVariant.enumerated() { variantsOfScene[scene].append(variant) }
      var order: [FindingKey] = []
      var first: [FindingKey: Observation] = [:]
      var worst: [FindingKey: Observation] = [:]
      var variantsOf: [FindingKey: [Int]] = [:]
      for (scene, found) in observations.enumerated() {
        var seen: Set<FindingKey> = []
        for observation in found {
          let key = FindingKey(observation)
          // A node can show several times in one layout (variants of one source); once per scene.
          guard seen.insert(key).inserted else { continue }
          if first[key] == nil {
            order.append(key)
            first[key] = observation
          }
          if observation.measure > worst[key]?.measure ?? -.infinity { worst[key] = observation }
          variantsOf[key, default: []] += variantsOfScene[scene]
        }
      }
      let findings = order.map { key in
        let observation = first[key]!
        let variants = variantsOf[key]!.sorted().map { self.variants[$0] }
        var message = observation.kind
        if let detail = worst[key]?.detail { message += "; at worst \(detail)" }
        return Finding(
          rule: key.rule, severity: settings.severity(of: key.rule), node: observation.node, message: message,
          variants: variants, summary: VariantSummary(variants, of: self.variants))
      }
      .sorted {
        ($0.node.source.line, $0.node.source.column, $0.rule) < (
          $1.node.source.line, $1.node.source.column, $1.rule
        )
      }
      let ruleNames = Set(Rule.allCases.map(\.rawValue))
      let unknown = facts.sorted { ($0.key.line, $0.key.column) < ($1.key.line, $1.key.column) }
        .flatMap { location, facts in
          facts.ignored.filter { !ruleNames.contains($0) }.map { (location: location, name: $0) }
        }
      return FileReport(
        file: input.file, findings: findings, variantCount: variants.count, layoutCount: keys.count,
        unknownIgnores: unknown)
    }
  }
}
