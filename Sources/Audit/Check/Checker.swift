import Devices
import LayoutEngine
import LayoutMapping
import Variants

/// Lays layout files out over a variant matrix and runs the rules on each layout: the work of
/// `layout-preview check`. Variants whose inputs are equal (`SceneKey`) are laid out once; the
/// distinct layouts of all files are spread over the cores in a task group.
public enum Checker {
  /// One file to check: its name for reports, its parsed body, and how it asks to be shown
  /// (a SwiftUI preview's traits: its variants are the ones it is shown in, see
  /// `PreviewVariant.applying(_:)`).
  public struct Input: Sendable {
    public var file: String
    public var body: ViewNode
    public var traits: LayoutTraits

    public init(file: String, body: ViewNode, traits: LayoutTraits = LayoutTraits()) {
      self.file = file
      self.body = body
      self.traits = traits
    }
  }

  /// The report of each input, in order.
  public static func check(
    _ inputs: [Input], matrix: VariantMatrix, settings: RuleSettings = RuleSettings()
  ) async -> [FileReport] {
    let plans = await withTaskGroup(of: (Int, Plan).self) { group in
      for (file, input) in inputs.enumerated() {
        group.addTask { (file, Plan(input, matrix: matrix, settings: settings)) }
      }
      var plans: [Plan?] = Array(repeating: nil, count: inputs.count)
      for await (file, plan) in group { plans[file] = plan }
      return plans.map { $0! }
    }
    // Each scene's observations are folded into its file's findings as soon as the scenes before
    // it are (so the order is the scenes' whatever the order batches finish in), and dropped:
    // a layout of thousands of controls makes thousands of observations per scene.
    var folds = plans.map { FindingsFold(plan: $0) }
    var waiting = plans.map { _ in [Int: [Observation]]() }
    var next = plans.map { _ in 0 }
    await withTaskGroup(of: (Int, [(Int, [Observation])]).self) { group in
      for (file, plan) in plans.enumerated() {
        for batch in plan.batches(of: 32) {
          group.addTask { (file, plan.observe(batch)) }
        }
      }
      for await (file, found) in group {
        for (scene, observed) in found { waiting[file][scene] = observed }
        while let observed = waiting[file].removeValue(forKey: next[file]) {
          folds[file].add(observed, scene: next[file])
          next[file] += 1
        }
      }
    }
    let found = folds
    return await withTaskGroup(of: (Int, FileReport).self) { group in
      for (file, plan) in plans.enumerated() {
        group.addTask { (file, plan.report(found[file], settings: settings)) }
      }
      var reports: [FileReport?] = Array(repeating: nil, count: plans.count)
      for await (file, report) in group { reports[file] = report }
      return reports.map { $0! }
    }
  }

  /// One file's variants, the distinct scenes they need, and the inspector of its rules.
  struct Plan: Sendable {
    var input: Input
    var inspector: Inspector
    var variants: [PreviewVariant]
    /// The distinct scenes, and a variant's screen for each.
    var keys: [SceneKey]
    var screens: [Screen]
    /// For each variant, the index of its scene in `keys`.
    var sceneOfVariant: [Int]
    /// The scenes that differ only in text size, each in increasing size, in matrix order.
    var columns: [[Int]]

    init(_ input: Input, matrix: VariantMatrix, settings: RuleSettings) {
      self.input = input
      inspector = Inspector(body: input.body, settings: settings)
      variants = Self.shownVariants(
        matrix.variants(languages: VariantMatrix.languages(of: input.body)), traits: input.traits)
      var index: [SceneKey: Int] = [:]
      var columnOf: [SceneKey: Int] = [:]
      keys = []
      screens = []
      sceneOfVariant = []
      columns = []
      // A size-that-fits canvas is fitted once per distinct screen and environment.
      var fitted: [SceneKey: Screen] = [:]
      for variant in variants {
        var screen = variant.screen
        if input.traits.canvas == .sizeThatFits {
          let base = SceneKey(context: variant.context, screen: screen)
          screen = fitted[base] ?? variant.screen(applying: input.traits, fitting: input.body)
          fitted[base] = screen
        }
        let key = SceneKey(context: variant.context(on: screen), screen: screen)
        if let at = index[key] {
          sceneOfVariant.append(at)
          continue
        }
        index[key] = keys.count
        sceneOfVariant.append(keys.count)
        var column = key
        column.context.dynamicTypeSize = .large
        if let at = columnOf[column] {
          columns[at].append(keys.count)
        } else {
          columnOf[column] = columns.count
          columns.append([keys.count])
        }
        keys.append(key)
        screens.append(screen)
      }
      for n in columns.indices {
        columns[n].sort { keys[$0].context.dynamicTypeSize < keys[$1].context.dynamicTypeSize }
      }
    }

    /// The variants a preview with `traits` is shown in, one each, in the matrix's order.
    static func shownVariants(_ variants: [PreviewVariant], traits: LayoutTraits) -> [PreviewVariant] {
      guard traits != LayoutTraits() else { return variants }
      var seen: Set<PreviewVariant> = []
      return variants.map { $0.applying(traits) }.filter { seen.insert($0).inserted }
    }

    /// The columns in batches of about `size` scenes, the unit of work on one core.
    func batches(of size: Int) -> [ArraySlice<[Int]>] {
      var batches: [ArraySlice<[Int]>] = []
      var start = 0
      var scenes = 0
      for (n, column) in columns.enumerated() {
        scenes += column.count
        if scenes >= size || n == columns.count - 1 {
          batches.append(columns[start...n])
          start = n + 1
          scenes = 0
        }
      }
      return batches
    }

    /// What the rules see in the scenes of `batch`, by scene. Each observation's path is filled
    /// in the first time its finding shows in the batch: `report` needs one per finding.
    func observe(_ batch: ArraySlice<[Int]>) -> [(Int, [Observation])] {
      var seen: Set<FindingKey> = []
      var out: [(Int, [Observation])] = []
      for column in batch {
        let scenes = column.map { index in
          Scene(
            result: LayoutEngine.layout(input.body, in: keys[index].context), screen: screens[index],
            facts: inspector.facts)
        }
        for (position, var found) in inspector.observe(column: scenes).enumerated() {
          for n in found.indices where seen.insert(FindingKey(found[n])).inserted {
            found[n].node.path = scenes[position].result.path(of: found[n].index)
          }
          out.append((column[position], found))
        }
      }
      return out
    }

    /// The findings: observations of one rule, node and kind across variants become one.
    func report(_ fold: FindingsFold, settings: RuleSettings) -> FileReport {
      let (order, first, worst, variantsOf) = (fold.order, fold.first, fold.worst, fold.variantsOf)
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
      // At most `FileReport.findingsPerRule` of each rule, in file order; the rest are counted.
      var kept: [Finding] = []
      var shown: [Rule: Int] = [:]
      var omitted: [Rule: Int] = [:]
      for finding in findings {
        if shown[finding.rule, default: 0] < FileReport.findingsPerRule {
          shown[finding.rule, default: 0] += 1
          kept.append(finding)
        } else {
          omitted[finding.rule, default: 0] += 1
        }
      }
      let ruleNames = Set(Rule.allCases.map(\.rawValue))
      let unknown = inspector.facts.sorted { ($0.key.line, $0.key.column) < ($1.key.line, $1.key.column) }
        .flatMap { location, facts in
          facts.ignored.filter { !ruleNames.contains($0) }.map { (location: location, name: $0) }
        }
      return FileReport(
        file: input.file, findings: kept, variantCount: variants.count, layoutCount: keys.count,
        unknownIgnores: unknown, omitted: omitted)
    }
  }

  /// One file's observations folded scene by scene (in scene order) into what its findings need:
  /// the keys in the order first seen, each key's first observation with a path and its worst,
  /// and the variants it was seen in.
  struct FindingsFold: Sendable {
    var order: [FindingKey] = []
    var first: [FindingKey: Observation] = [:]
    var worst: [FindingKey: Observation] = [:]
    var variantsOf: [FindingKey: [Int]] = [:]
    let variantsOfScene: [[Int]]

    init(plan: Plan) {
      var variantsOfScene = [[Int]](repeating: [], count: plan.keys.count)
      for (variant, scene) in plan.sceneOfVariant.enumerated() { variantsOfScene[scene].append(variant) }
      self.variantsOfScene = variantsOfScene
    }

    mutating func add(_ found: [Observation], scene: Int) {
      var seen: Set<FindingKey> = []
      for observation in found {
        let key = FindingKey(observation)
        // A node can show several times in one layout (variants of one source); once per scene.
        guard seen.insert(key).inserted else { continue }
        if first[key] == nil { order.append(key) }
        // The first observation with a path (the first of its batch has one).
        if first[key]?.node.path.isEmpty ?? true, !observation.node.path.isEmpty || first[key] == nil {
          first[key] = observation
        }
        if observation.measure > worst[key]?.measure ?? -.infinity { worst[key] = observation }
        variantsOf[key, default: []] += variantsOfScene[scene]
      }
    }
  }
}
