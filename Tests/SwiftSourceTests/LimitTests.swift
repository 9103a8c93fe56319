import Testing

@testable import SwiftSource

/// No source file makes the evaluator loop forever or build an unbounded tree.
@Suite struct LimitTests {
  @Test func aViewThatContainsItselfStopsAfterTheRecursionLimit() throws {
    let text = """
      import SwiftUI
      struct Node: View {
        var depth = 0
        var body: some View { VStack { Text("\\(depth)"); Node(depth: depth + 1) } }
      }
      #Preview { Node() }
      """
    let evaluation = try evaluation(text)
    var depth = 0
    var view = evaluation.views[0]
    while view.name == "VStack" {
      depth += 1
      view = view.content()[1]
    }
    #expect(depth == EvaluationLimits.standard.maximumRecursion)
    #expect(view.isPlaceholder)
    #expect(view.name == "Node")
    #expect(
      evaluation.allWarnings.map(\.message).contains(
        "'Node' contains itself; inlined 3 levels deep, then drawn as a placeholder"))
  }

  @Test func mutuallyRecursiveHelpersStopAtTheDepthLimit() throws {
    let text = """
      import SwiftUI
      func ping(_ n: Int) -> Int { pong(n + 1) }
      func pong(_ n: Int) -> Int { ping(n + 1) }
      let loop: Int = loop
      #Preview { Text("\\(ping(0)) \\(loop)") }
      """
    let evaluation = try evaluation(text, limits: EvaluationLimits(maximumDepth: 50))
    #expect(evaluation.views.count == 1)
    #expect(evaluation.allWarnings.map(\.message).contains("nesting deeper than 50 levels is not evaluated"))
  }

  @Test func aHugeRangeIsCutAtTheViewBudget() throws {
    let evaluation = try evaluation(
      "#Preview {\n  List { ForEach(0..<1_000_000_000, id: \\.self) { Text(\"\\($0)\") } }\n}",
      limits: EvaluationLimits(maximumViews: 500))
    let rows = evaluation.views[0].content()[0].content()
    // The view that crosses the budget is the last one placed.
    #expect(rows.count == 501)
    #expect(
      evaluation.warnings.map(\.description) == [
        "ContentView.swift:2:51: warning: the preview stops at 500 views (the limit of one preview); the rest is left out"
      ])
  }

  @Test func longTextsStopSoonerThanTheViewBudget() throws {
    // Ten bytes a row: the eleventh row crosses 100 bytes, and is the last placed.
    let evaluation = try evaluation(
      "#Preview {\n  List { ForEach(0..<1000, id: \\.self) { _ in Text(\"0123456789\") } }\n}",
      limits: EvaluationLimits(maximumViews: 500, maximumTextBytes: 100))
    #expect(evaluation.views[0].content()[0].content().count == 11)
    #expect(
      evaluation.warnings.map(\.description) == [
        "ContentView.swift:2:47: warning: the views of this file's previews show more than 100 bytes of text "
          + "together (the limit of one file); the rest is left out"
      ])
  }

  @Test func nestedForEachesShareOneBudget() throws {
    let evaluation = try evaluation(
      "#Preview { ForEach(0..<1000) { i in ForEach(0..<1000) { j in Text(\"\\(i)\") } } }",
      limits: EvaluationLimits(maximumViews: 2_000))
    let rows = evaluation.views[0].content().flatMap { $0.content() }
    #expect(rows.count <= 2_001)
    #expect(evaluation.warnings.count == 1)
  }

  @Test func exponentialHelpersStopAtTheStepBudget() throws {
    let text = """
      import SwiftUI
      func f(_ n: Int) -> Int { n == 0 ? 1 : f(n - 1) + f(n - 1) }
      #Preview { Text("\\(f(40))") }
      """
    // The clock's budget is set far off: on a loaded machine it could stop evaluation first.
    let evaluation = try evaluation(
      text, limits: EvaluationLimits(maximumSteps: 20_000, maximumSeconds: 600, maximumFileSeconds: 600))
    #expect(evaluation.views.count <= 1)
    #expect(
      evaluation.warnings.map(\.message).contains { $0.hasPrefix("evaluation stopped after 20000 steps") })
  }

  @Test func deeplyNestedSourceDoesNotExhaustTheStack() throws {
    // 80 nested stacks (in a debug build too), within the parser's nesting limit (a closure is several levels).
    let depth = 80
    let body =
      String(repeating: "VStack { ", count: depth) + "Text(\"deep\")" + String(repeating: " }", count: depth)
    let evaluation = try evaluation("#Preview { \(body) }")
    var view = evaluation.views[0]
    var levels = 1
    while let inner = view.content().first {
      view = inner
      levels += 1
    }
    #expect(levels == depth + 1)
    #expect(view.description == #"Text("deep")"#)
  }
}

/// The deepest source the parser accepts does not overflow the evaluator's stack.
@Suite struct DeepSourceTests {
  @Test func parenthesesAtTheParsersLimit() throws {
    let depth = 250
    let expression = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    let evaluation = try evaluation("#Preview { Text(\"\\(\(expression))\") }")
    #expect(evaluation.views.count == 1)
    #expect(evaluation.allWarnings.map(\.message).contains("nesting deeper than 200 levels is not evaluated"))
  }

  @Test func closuresAtTheParsersLimit() throws {
    let depth = 120
    let body =
      String(repeating: "Group { ", count: depth) + "Text(\"x\")" + String(repeating: " }", count: depth)
    let evaluation = try evaluation("#Preview { \(body) }")
    #expect(evaluation.views.count == 1)
  }
}
