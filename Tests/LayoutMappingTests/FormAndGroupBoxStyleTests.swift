import LayoutEngine
import LayoutMapping
import Testing

/// `formStyle` and `groupBoxStyle` in both syntaxes: every form style is drawn as iOS's grouped
/// form (frames equal to a form without one), a group box has only `.automatic`. A name SwiftUI
/// does not have is an error naming it in a layout file; a custom style is a warning in Swift.
@Suite("Form and group box styles in both syntaxes")
struct FormAndGroupBoxStyleTests {
  /// A form in a stack, the stack carrying `formStyle: style` when there is one.
  static func yamlForm(_ style: String?) -> String {
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

  /// The same form in Swift.
  static func swiftForm(_ style: String) -> String {
    """
    VStack(spacing: 8) {
      Form {
        Section("Account") {
          Toggle("Wi-Fi", isOn: .constant(false))
          Text("Signed in")
        }
      }
    }
    .formStyle(.\(style))
    """
  }

  @Test("automatic, grouped and columns forms have the frames of a form without a style")
  func formStyles() throws {
    let plain = try bothSyntaxes(yaml: Self.yamlForm(nil), swift: Self.swiftForm("automatic")).yaml.body
    for style in ["automatic", "grouped", "columns"] {
      let both = try bothSyntaxes(yaml: Self.yamlForm(style), swift: Self.swiftForm(style))
      #expect(both.yaml.warnings.isEmpty && both.swift.warnings.isEmpty, "\(messages(both.swift))")
      for node in both.bodies {
        #expect(node.children[0].element == .list(style: .insetGrouped, isForm: true))
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
          for size in [DynamicTypeSize.large, .accessibility5] {
            var context = LayoutContext(
              containerSize: Size(width: 400, height: 800), layoutDirection: direction)
            context.dynamicTypeSize = size
            let styled = LayoutEngine.layout(node, in: context).nodes.map(\.frame)
            #expect(styled.count > 5)
            #expect(styled == LayoutEngine.layout(plain, in: context).nodes.map(\.frame))
          }
        }
      }
    }
  }

  @Test("a group box accepts automatic, on it or around it, with no warning")
  func groupBoxAutomatic() throws {
    let both = try bothSyntaxes(
      yaml: "GroupBox: {title: Storage, groupBoxStyle: automatic, content: [{Text: a}]}",
      swift: #"VStack { GroupBox("Storage") { Text("a") } }.groupBoxStyle(.automatic)"#)
    #expect(both.yaml.warnings.isEmpty && both.swift.warnings.isEmpty)
    #expect(both.yaml.body.element == .groupBox)
    #expect(both.swift.body.children[0].element == .groupBox)
  }

  @Test(
    "a style SwiftUI does not have is an error in a layout file",
    arguments: [
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
    #expect(yamlError("body:\n  " + yaml)?.description == message)
  }

  @Test("a custom group box style in Swift is a warning naming it; the box is drawn")
  func customGroupBoxStyle() throws {
    let tree = try swiftPreview(body: #"GroupBox("Storage") { Text("b") }.groupBoxStyle(CardStyle())"#)
    #expect(tree.body.element == .groupBox)
    #expect(messages(tree).count == 1)
    #expect(messages(tree).first?.contains("CardStyle") == true)
  }
}
