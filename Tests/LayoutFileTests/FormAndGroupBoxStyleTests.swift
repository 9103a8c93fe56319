import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// `formStyle` and `groupBoxStyle` read from layout files: every form style is drawn as iOS's
/// grouped form (frames equal to a form without one), a group box has only `.automatic`, and a
/// name SwiftUI does not have is an error naming it.
@Suite("Form and group box styles")
struct FormAndGroupBoxStyleTests {
  /// A form in a stack, the stack carrying `formStyle: style` when there is one.
  static func form(_ style: String?) -> String {
    """
    VStack:
      \(style.map { "formStyle: \($0)" } ?? "spacing: 8")
      content:
        - Form:
            - Section:
                title: Account
                content: [{Toggle: Wi-Fi}, {Text: Signed in}]
    """
  }

  @Test("automatic, grouped and columns forms have the frames of a form without a style")
  func formStyles() throws {
    let plain = try body(Self.form(nil))
    for style in ["automatic", "grouped", "columns"] {
      let document = try parse(
        "body:\n" + Self.form(style).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
      #expect(document.warnings.isEmpty)
      #expect(document.body.children[0].element == .list(style: .insetGrouped, isForm: true))
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        for size in [DynamicTypeSize.large, .accessibility5] {
          var context = LayoutContext(
            containerSize: Size(width: 400, height: 800), layoutDirection: direction)
          context.dynamicTypeSize = size
          let styled = LayoutEngine.layout(document.body, in: context).nodes.map(\.frame)
          #expect(styled.count > 5)
          #expect(styled == LayoutEngine.layout(plain, in: context).nodes.map(\.frame))
        }
      }
    }
  }

  @Test("a group box accepts automatic, with no warning")
  func groupBoxAutomatic() throws {
    let document = try parse(
      "body:\n  GroupBox: {title: Storage, groupBoxStyle: automatic, content: [{Text: a}]}")
    #expect(document.warnings.isEmpty)
    #expect(document.body.element == .groupBox)
  }

  @Test(arguments: [
    (
      "GroupBox: {title: Storage, groupBoxStyle: card, content: [{Text: a}]}",
      "test.yaml:2:45: error: unknown group box style 'card' for 'groupBoxStyle'; expected one of 'automatic'"
    ),
    (
      "Form: {formStyle: colums, content: [{Text: a}]}",
      "test.yaml:2:21: error: unknown form style 'colums' for 'formStyle'; expected one of 'automatic', "
        + "'grouped', 'columns' (did you mean 'columns'?)"
    ),
  ])
  func errors(yaml: String, message: String) {
    #expect(diagnostic("body:\n  " + yaml)?.description == message)
  }
}
