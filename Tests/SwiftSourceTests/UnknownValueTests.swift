import LayoutMapping
import Testing

@testable import SwiftSource

/// What cannot be known gets a representative and a warning at `file:line:column`; the preview
/// never fails for it.
@Suite struct UnknownValueTests {
  private let inbox = """
    import SwiftUI
    struct Inbox: View {
      @StateObject var model = InboxModel()
      var body: some View {
        List {
          ForEach(model.messages) { message in
            Text(message.subject)
          }
        }
      }
    }
    #Preview { Inbox() }
    """

  @Test func forEachOverModelDataShowsThreeRowsOfItsTemplate() throws {
    let evaluation = try evaluation(inbox)
    let forEach = evaluation.views[0].content()[0]
    #expect(forEach.arguments[0].value == .placeholder(Placeholder(expression: "model.messages")))
    #expect(forEach.content().map(\.description) == Array(repeating: "Text(‹message.subject›)", count: 3))
    #expect(
      evaluation.allWarnings.map(\.description) == [
        "ContentView.swift:6:15: warning: ForEach over 'model.messages' cannot be known statically; showing 3 rows of its template"
      ])
  }

  @Test func representativeRowsAreALimit() throws {
    let evaluation = try evaluation(inbox, limits: EvaluationLimits(representativeRows: 1))
    #expect(evaluation.views[0].content()[0].content().count == 1)
  }

  @Test func unknownPropertyIsAPlaceholderWithItsExpression() throws {
    let text = try evaluation(inbox).views[0].content()[0].content()[0]
    guard case .placeholder(let placeholder) = text.arguments[0].value else {
      Issue.record("the subject is not a placeholder")
      return
    }
    #expect(placeholder.expressions == ["message.subject"])
    #expect(placeholder.text == "‹message.subject›")
    // Whoever uses the value warns, with the argument's location.
    #expect(
      placeholder.warning(at: text.arguments[0].source).description
        == "ContentView.swift:7:14: warning: 'message.subject' cannot be known without running the app; shown as ‹message.subject›"
    )
  }

  @Test func interpolationKeepsItsKnownParts() throws {
    let view = try evaluation(#"#Preview { Text("\(user.name) has \(3) new") }"#).views[0]
    #expect(
      view.arguments[0].value
        == .placeholder(Placeholder(expressions: ["user.name"], text: "‹user.name› has 3 new")))
  }

  @Test func viewsFromElsewhereArePlaceholderCallsWithTheirName() throws {
    let evaluation = try evaluation(
      "import SwiftUI\nimport Charts\n#Preview {\n  VStack { SalesChart(data: []).frame(height: 200); Text(\"a\") }\n}"
    )
    let chart = evaluation.views[0].content()[0]
    #expect(chart.isPlaceholder)
    #expect(chart.name == "SalesChart")
    #expect(chart.arguments.map(\.label) == ["data"])
    #expect(chart.modifiers.map(\.name) == ["frame"])
    #expect(!evaluation.views[0].content()[1].isPlaceholder)
    #expect(
      evaluation.allWarnings.map(\.description) == [
        "ContentView.swift:4:12: warning: 'SalesChart' is neither a SwiftUI view nor declared in the files read; drawn as a placeholder"
      ])
  }

  @Test func unknownExpressionInAViewsPlaceIsAPlaceholder() throws {
    let evaluation = try evaluation("#Preview {\n  VStack { router.destination }\n}")
    let placeholder = evaluation.views[0].content()[0]
    #expect(placeholder.isPlaceholder)
    #expect(placeholder.name == "‹router.destination›")
    #expect(
      evaluation.allWarnings.map(\.description) == [
        "ContentView.swift:2:12: warning: 'router.destination' cannot be known statically; drawn as a placeholder"
      ])
  }

  @Test func ifOnAnUnknownConditionShowsTheFirstBranch() throws {
    let evaluation = try evaluation(
      "#Preview {\n  if session.isSignedIn { Text(\"Welcome\") } else { Text(\"Sign in\") }\n}")
    #expect(evaluation.views.map(\.description) == [#"Text("Welcome")"#])
    #expect(
      evaluation.warnings.map(\.description) == [
        "ContentView.swift:2:6: warning: the condition 'session.isSignedIn' cannot be known statically; showing its first branch"
      ])
  }

  @Test func locationsInsideOperatorExpressionsAreThoseOfTheText() throws {
    // Operators are folded when evaluation reaches them, into a tree of their own: its locations
    // still point into the file.
    let evaluation = try evaluation("#Preview {\n  Text(\"x\").padding(1 + (flag ? 4 : 8))\n}")
    #expect(evaluation.views.map(\.description) == [#"Text("x").padding(5)"#])
    #expect(
      evaluation.warnings.map(\.description) == [
        "ContentView.swift:2:26: warning: the condition 'flag' cannot be known statically; showing its first choice"
      ])
  }

  @Test func switchOnAnUnknownSubjectShowsTheFirstCaseWhenNoneNamesAState() throws {
    let evaluation = try evaluation(
      "#Preview {\n  switch store.tab {\n  case .inbox: List { Text(\"Mail\") }\n  case .archive: Text(\"x\")\n  }\n}"
    )
    #expect(evaluation.views.map(\.description) == [#"List { Text("Mail") }"#])
    #expect(
      evaluation.warnings.map(\.message) == [
        "the condition 'store.tab' cannot be known statically; showing its first case"
      ])
  }

  @Test func warningsInsideClosuresTravelWithTheClosure() throws {
    // A button's action is not drawn: what its closure could not know is the closure's own
    // business, reported only by whoever shows that closure.
    let evaluation = try evaluation("#Preview {\n  Button(\"Save\") { model.save() }\n}")
    #expect(evaluation.warnings.isEmpty)
    guard case .closure(let action) = evaluation.views[0].arguments[1].value else {
      Issue.record("the action is not a closure")
      return
    }
    #expect(
      action.warnings.map(\.message) == ["'model.save()' cannot be known statically; drawn as a placeholder"])
  }

  @Test func aFileThatParsesAlwaysEvaluates() throws {
    let evaluation = try evaluation(
      "#Preview { Mystery<Int>(x: y ?? z, w: { a, b in a + b }).modifier(Unknown()).environmentObject(Store()) }"
    )
    #expect(evaluation.views.count == 1)
    #expect(evaluation.views[0].isPlaceholder)
  }
}
