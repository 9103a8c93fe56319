import Devices
import LayoutEngine
import LayoutFile
import LayoutMapping
import Testing
import Variants

@testable import Audit

/// `check`'s work budget: a file whose views times distinct scenes are past it is checked on a
/// narrower matrix, step by step, and the report says how; within it the matrix is checked whole.
/// These bound what is laid out, so a regression in memory or time shows as a count here.
@Suite struct WorkBudgetTests {
  /// A ZStack of `count` buttons, each over the others.
  static func buttons(_ count: Int) throws -> ViewNode {
    let yaml =
      "body:\n  ZStack:\n    content:\n"
      + (0..<count).map { "      - Button: Button \($0)" }.joined(separator: "\n")
    return try LayoutFileParser.parse(bytes: Array(yaml.utf8), file: "z.yaml").body
  }

  static func plan(_ body: ViewNode, matrix: VariantMatrix = .standard(), budget: WorkBudget = .standard)
    -> Checker.Plan
  {
    Checker.Plan(
      Checker.Input(file: "z.yaml", body: body), matrix: matrix, settings: RuleSettings(), budget: budget)
  }

  @Test func viewsCountEachNodeAndForEachItem() throws {
    #expect(try Self.buttons(10).viewCount == 11)
    let yaml = """
      body:
        VStack:
          - ForEach:
              items: [a, b, c]
              content:
                - Text: $0
                  background: { Color: red }
      """
    // VStack, ForEach, and three rows of a text with its background.
    #expect(try LayoutFileParser.parse(bytes: Array(yaml.utf8), file: "f.yaml").body.viewCount == 2 + 3 * 2)
  }

  @Test func aLongTextCountsOnceMoreForEach64Bytes() throws {
    let yaml =
      "body:\n  VStack:\n    - Text: \(String(repeating: "a", count: 640))\n    - Label: {title: Hi, systemImage: star}\n"
    let body = try LayoutFileParser.parse(bytes: Array(yaml.utf8), file: "t.yaml").body
    // The stack, the text and the label are three views; the text's 640 bytes are ten more.
    #expect(body.workCount.views == 3)
    #expect(body.workCount.work == 13)
    let plan = Self.plan(body, budget: WorkBudget(viewLayouts: 13 * 100))
    #expect(plan.scenes.count <= 100)
    #expect(plan.reduction?.views == 3)
    #expect(plan.reduction?.work == 13)
  }

  /// The previews of one file share its budget: each of four is narrowed as a file four times
  /// as large would be, and a preview of another file keeps the whole budget.
  @Test func thePreviewsOfOneFileShareItsBudget() async throws {
    let body = try Self.buttons(200)
    let phone = try DeviceCatalog.standard.device(named: "iPhone 16")
    let matrix = VariantMatrix(devices: [phone], orientations: [.portrait])
    let budget = WorkBudget(viewLayouts: 201 * 40)
    let inputs =
      (0..<4).map { _ in Checker.Input(file: "Previews.swift", body: body) }
      + [Checker.Input(file: "Other.swift", body: body)]
    let reports = await Checker.check(inputs, matrix: matrix, budget: budget)
    for report in reports.prefix(4) {
      #expect(report.sceneCount * 201 <= budget.viewLayouts / 4)
      #expect(report.reduction?.budget == WorkBudget(viewLayouts: budget.viewLayouts, previews: 4))
    }
    #expect(reports[4].sceneCount * 201 > budget.viewLayouts / 4)
    #expect(reports[4].sceneCount * 201 <= budget.viewLayouts)
  }

  /// The issue's case: 10,000 overlapping controls over the default matrix (8,496 variants).
  @Test func tenThousandControlsAreCheckedOnANarrowedMatrixWithinTheBudget() throws {
    let plan = Self.plan(try Self.buttons(10_000))
    let reduction = try #require(plan.reduction)
    #expect(reduction.views == 10_001)
    #expect(reduction.matrixVariants == 8_496)
    #expect(reduction.matrixScenes > 3_000)
    #expect(plan.scenes.count * 10_001 <= WorkBudget.standard.viewLayouts)
    #expect(plan.layouts.count <= plan.scenes.count)
    #expect(!plan.scenes.isEmpty)
    // The first steps keep the extremes: the smallest, Large and the largest text size.
    #expect(reduction.kept.contains("text sizes xSmall, Large, AX5"))
    #expect(Set(plan.variants.map(\.typeSize)) == [.xSmall, .large, .accessibility5])
  }

  @Test func aSmallFileIsCheckedOnTheWholeMatrix() throws {
    let plan = Self.plan(try Self.buttons(10))
    #expect(plan.reduction == nil)
    #expect(plan.variants.count == 8_496)
  }

  /// A file past the budget by itself is still checked, on one variant.
  @Test func aFileLargerThanTheBudgetIsCheckedOnOneVariant() throws {
    let plan = Self.plan(try Self.buttons(2_000), budget: WorkBudget(viewLayouts: 1_000))
    #expect(plan.variants.count == 1)
    #expect(plan.scenes.count == 1)
    let kept = try #require(plan.reduction).kept
    #expect(kept.contains("text sizes Large"))
    #expect(kept.contains("orientations portrait"))
    #expect(kept.contains("directions ltr"))
    #expect(kept.contains("languages en"))
  }

  /// What the checker lays out is what the plan says, and the report carries the reduction.
  @Test func theReportSaysHowTheMatrixWasNarrowed() async throws {
    let body = try Self.buttons(200)
    let phones = try ["iPhone 16", "iPhone SE (3rd generation)", "iPhone 17 Pro Max"].map {
      try DeviceCatalog.standard.device(named: $0)
    }
    let matrix = VariantMatrix(devices: phones, orientations: [.portrait])
    let budget = WorkBudget(viewLayouts: 201 * 20)
    let report = await Checker.check(
      [Checker.Input(file: "z.yaml", body: body)], matrix: matrix, budget: budget)[0]
    let reduction = try #require(report.reduction)
    #expect(reduction.matrixVariants == 3 * 12 * 4)
    #expect(report.variantCount < reduction.matrixVariants)
    #expect(report.sceneCount * 201 <= budget.viewLayouts)
    #expect(report.layoutCount <= report.sceneCount)
    // Two of three phones are kept: the smallest and the largest screen, in catalog order.
    let kept = phones.dropFirst()
    #expect(
      reduction.kept.contains("devices " + kept.map(\.name).joined(separator: ", ")), "\(reduction.kept)")
    // The findings are still there: every button but the top one is covered.
    #expect(report.findings.contains { $0.rule == .overlap })
  }

  @Test func narrowingKeepsTheExtremesFirst() {
    #expect(VariantMatrix.extremesAndLarge(DynamicTypeSize.allCases) == [.xSmall, .large, .accessibility5])
    #expect(
      VariantMatrix.extremesAndLarge([.accessibility1, .accessibility3, .accessibility5]) == [
        .accessibility1, .accessibility3, .accessibility5,
      ])
    #expect(
      VariantMatrix.keep([Orientation.portrait], of: [.landscapeLeft, .landscapeRight]) == [.landscapeLeft])
  }
}
