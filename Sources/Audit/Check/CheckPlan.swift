import Devices
import LayoutEngine
import LayoutMapping
import Variants

extension Checker {
  /// One file's variants (the matrix narrowed to its work budget when past it), the distinct
  /// scenes they are inspected in and the distinct layouts those need, and the inspector of its
  /// rules.
  ///
  /// A scene is a layout on one screen's hardware (`SceneKey`); a layout is a context
  /// (`LayoutContext`: screen size, safe area, size classes, text size, direction, language),
  /// which gives the same frames whatever device it comes from, so two scenes that differ only in
  /// the hardware around the window (a cutout on the left or the right) share one layout.
  struct Plan: Sendable {
    var input: Input
    var inspector: Inspector
    var variants: [PreviewVariant]
    /// How the matrix was narrowed to fit the budget, `nil` when it fit.
    var reduction: MatrixReduction?
    /// The distinct scenes, each with its screen and its layout.
    var scenes: [SceneKey] = []
    var screens: [Screen] = []
    var layoutOfScene: [Int] = []
    /// For each variant, its scene.
    var sceneOfVariant: [Int] = []
    /// The distinct layouts, each with its scenes.
    var layouts: [LayoutContext] = []
    var scenesOfLayout: [[Int]] = []
    /// The layouts that differ only in text size, each in increasing size, in matrix order.
    var columns: [[Int]] = []
    /// The views of one layout of the file (`ViewNode.viewCount`).
    var views: Int

    init(_ input: Input, matrix: VariantMatrix, settings: RuleSettings, budget: WorkBudget) {
      self.input = input
      inspector = Inspector(body: input.body, settings: settings)
      let languages = VariantMatrix.languages(of: input.body)
      let (views, work) = input.body.workCount
      self.views = views
      // A size-that-fits canvas is laid out twice: to fit it, then on it.
      let layoutsPerScene = input.traits.canvas == .sizeThatFits ? 2 : 1
      func cost(_ scenes: Int) -> Int {
        let (product, overflow) = work.multipliedReportingOverflow(by: scenes * layoutsPerScene)
        return overflow ? .max : product
      }
      var checked = matrix
      variants = Self.shownVariants(matrix.variants(languages: languages), traits: input.traits)
      let matrixVariants = variants.count
      let matrixScenes = Self.sceneCount(variants)
      var scenes = matrixScenes
      while cost(scenes) > budget.perPreview, let narrower = checked.narrowed(languages: languages) {
        checked = narrower
        variants = Self.shownVariants(checked.variants(languages: languages), traits: input.traits)
        scenes = Self.sceneCount(variants)
      }
      if checked != matrix {
        reduction = MatrixReduction(
          views: views, work: work, matrixVariants: matrixVariants, matrixScenes: matrixScenes,
          budget: budget,
          kept: checked.narrowedAxes(from: matrix, languages: languages))
      }
      index()
    }

    /// The variants a preview with `traits` is shown in, one each, in the matrix's order.
    static func shownVariants(_ variants: [PreviewVariant], traits: LayoutTraits) -> [PreviewVariant] {
      guard traits != LayoutTraits() else { return variants }
      var seen: Set<PreviewVariant> = []
      return variants.map { $0.applying(traits) }.filter { seen.insert($0).inserted }
    }

    /// How many distinct scenes `variants` need, before a size-that-fits canvas is fitted.
    static func sceneCount(_ variants: [PreviewVariant]) -> Int {
      Set(variants.map { SceneKey(context: $0.context, screen: $0.screen) }).count
    }

    /// Finds the distinct scenes and layouts of `variants` and groups the layouts into columns.
    private mutating func index() {
      var sceneIndex: [SceneKey: Int] = [:]
      var layoutIndex: [LayoutContext: Int] = [:]
      var columnOf: [LayoutContext: Int] = [:]
      // A size-that-fits canvas is fitted once per distinct screen and environment.
      var fitted: [SceneKey: Screen] = [:]
      for variant in variants {
        var screen = variant.screen
        if input.traits.canvas == .sizeThatFits {
          let base = SceneKey(context: variant.context, screen: screen)
          screen = fitted[base] ?? variant.screen(applying: input.traits, fitting: input.body)
          fitted[base] = screen
        }
        let context = variant.context(on: screen)
        let key = SceneKey(context: context, screen: screen)
        if let at = sceneIndex[key] {
          sceneOfVariant.append(at)
          continue
        }
        let scene = scenes.count
        sceneIndex[key] = scene
        sceneOfVariant.append(scene)
        scenes.append(key)
        screens.append(screen)
        if let layout = layoutIndex[context] {
          layoutOfScene.append(layout)
          scenesOfLayout[layout].append(scene)
          continue
        }
        let layout = layouts.count
        layoutIndex[context] = layout
        layoutOfScene.append(layout)
        layouts.append(context)
        scenesOfLayout.append([scene])
        var column = context
        column.dynamicTypeSize = .large
        if let at = columnOf[column] {
          columns[at].append(layout)
        } else {
          columnOf[column] = columns.count
          columns.append([layout])
        }
      }
      for n in columns.indices {
        columns[n].sort { layouts[$0].dynamicTypeSize < layouts[$1].dynamicTypeSize }
      }
    }

    /// The columns in batches, the unit of work on one core: whole columns, closed once they
    /// hold `scenes` scenes or `viewScenes` views × scenes, whichever comes first. A file of a
    /// few views makes batches of about 32 scenes; a large one, whose few scenes the work budget
    /// allows are each dear, makes several smaller ones, so that the cores share its work evenly
    /// (10,000 buttons on 96 scenes made three batches, the last on one core alone).
    func batches(scenes: Int = 32, viewScenes: Int = 100_000) -> [ArraySlice<[Int]>] {
      var batches: [ArraySlice<[Int]>] = []
      var start = 0
      var count = 0
      for (n, column) in columns.enumerated() {
        count += column.reduce(0) { $0 + scenesOfLayout[$1].count }
        let (work, overflow) = count.multipliedReportingOverflow(by: views)
        if count >= scenes || overflow || work >= viewScenes || n == columns.count - 1 {
          batches.append(columns[start...n])
          start = n + 1
          count = 0
        }
      }
      return batches
    }

    /// The fold of what the rules see in the scenes of `batch`: each column's layouts are laid
    /// out in increasing text size, one at a time, each inspected on every scene that shares it
    /// and then dropped (only its text samples are kept, for the next size's `dynamicType`).
    func observe(_ batch: ArraySlice<[Int]>) -> FindingsFold {
      var fold = FindingsFold(sceneCount: scenes.count)
      for column in batch {
        var previous: TextGrowthRule.Entry?
        for layout in column {
          let result = LayoutEngine.layout(input.body, in: layouts[layout])
          let shared = scenesOfLayout[layout]
          let first = Scene(result: result, screen: screens[shared[0]], facts: inspector.facts)
          let grown = inspector.growth(of: first, after: &previous)
          for scene in shared {
            var found = inspector.observe(scene == shared[0] ? first : first.on(screens[scene]))
            found.append(contentsOf: grown)
            fold.add(inspector.removingIgnored(found), scene: scene, result: result)
          }
        }
      }
      return fold
    }

    /// The findings: observations of one rule, node and kind across variants become one; at most
    /// `FileReport.findingsPerRule` of each rule, in file order, the rest counted.
    func report(_ fold: FindingsFold, settings: RuleSettings) -> FileReport {
      // File order; keys at one place and rule in the order of the scene they were first seen
      // in, then of their observations there.
      let ordered = fold.entries.enumerated().sorted {
        let (a, b) = ($0.element, $1.element)
        return (a.key.source.line, a.key.source.column, a.key.rule, a.firstScene, $0.offset) < (
          b.key.source.line, b.key.source.column, b.key.rule, b.firstScene, $1.offset
        )
      }.map(\.element)
      var kept: [FindingsFold.Entry] = []
      var shown: [Rule: Int] = [:]
      var omitted: [Rule: Int] = [:]
      for entry in ordered {
        if shown[entry.key.rule, default: 0] < FileReport.findingsPerRule {
          shown[entry.key.rule, default: 0] += 1
          kept.append(entry)
        } else {
          omitted[entry.key.rule, default: 0] += 1
        }
      }
      // Only the findings listed are given their variants and summary.
      var variantsOfScene = [[Int]](repeating: [], count: scenes.count)
      for (variant, scene) in sceneOfVariant.enumerated() { variantsOfScene[scene].append(variant) }
      let findings = kept.map { entry in
        let variants = entry.scenes.indices.flatMap { variantsOfScene[$0] }.sorted().map {
          self.variants[$0]
        }
        var message = entry.key.kind
        if let detail = entry.detail { message += "; at worst \(detail())" }
        return Finding(
          rule: entry.key.rule, severity: settings.severity(of: entry.key.rule), node: entry.node,
          message: message,
          variants: variants, summary: VariantSummary(variants, of: self.variants))
      }
      let ruleNames = Set(Rule.allCases.map(\.rawValue))
      let unknown = inspector.facts.sorted { ($0.key.line, $0.key.column) < ($1.key.line, $1.key.column) }
        .flatMap { location, facts in
          facts.ignored.filter { !ruleNames.contains($0) }.map { (location: location, name: $0) }
        }
      var report = FileReport(
        file: input.file, findings: findings, variantCount: variants.count, layoutCount: layouts.count,
        unknownIgnores: unknown, omitted: omitted)
      report.sceneCount = scenes.count
      report.reduction = reduction
      return report
    }
  }
}
