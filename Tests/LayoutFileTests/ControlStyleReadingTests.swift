import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The control styles SwiftUI writes as modifiers, read from layout files: on the control, as its
/// own argument or as the modifier, or on any view around it (innermost wins); a macOS style is a
/// warning naming iOS's, a name SwiftUI does not have an error with "did you mean".
struct ControlStyleReadingTests {
  @Test func stylesOnTheControlOrAroundItTheInnermostWinning() throws {
    let node = try body(
      """
      VStack:
        toggleStyle: .button
        textFieldStyle: .roundedBorder
        labelStyle: iconOnly
        labelsHidden: true
        content:
          - Toggle: Bold
          - Toggle: {title: Wi-Fi, toggleStyle: switch}
          - TextField: Email
          - SecureField: {placeholder: Password, style: plain}
          - Label: {title: Inbox, systemImage: tray}
          - HStack:
              labelStyle: titleOnly
              content: [{Button: {title: Add, systemImage: plus}}]
          - ProgressView: {value: 0.4, progressViewStyle: circular}
          - Stepper: Copies
          - Picker: {title: Size, options: [S, M]}
          - DatePicker: Date
      """)
    let children = node.children
    #expect(children[0].element == .toggle(title: "Bold", style: .button, labelsHidden: true))
    #expect(children[1].element == .toggle(title: "Wi-Fi", style: .switch, labelsHidden: true))
    #expect(children[2].element == .textField(placeholder: "Email", style: .roundedBorder))
    #expect(children[3].element == .secureField(placeholder: "Password", style: .plain))
    #expect(children[4].element == .label(title: "Inbox", systemImage: "tray", style: .iconOnly))
    #expect(
      children[5].children[0].element == .button(title: "Add", systemImage: "plus", labelStyle: .titleOnly))
    #expect(children[6].element == .progressView(.circular))
    #expect(children[7].element == .stepper(title: "Copies", labelsHidden: true))
    #expect(children[8].element == .picker(.menu, labelsHidden: true))
    #expect(children[9].element == .datePicker(labelsHidden: true))
  }

  @Test func progressViewStyles() throws {
    #expect(try body("ProgressView: {value: 0.3}").element == .progressView(.linear(0.3)))
    #expect(try body("ProgressView: {}").element == .progressView(.circular))
    #expect(try body("ProgressView: {progressViewStyle: linear}").element == .progressView(.linear(0)))
    #expect(try body("ProgressView: {value: 0.3, style: .circular}").element == .progressView(.circular))
  }

  @Test func macOSCheckboxIsAWarningNamingTheIOSStyles() throws {
    let document = try parse("body:\n  Toggle: Wi-Fi\n  toggleStyle: checkbox")
    #expect(document.body.element == .toggle(title: "Wi-Fi"))
    #expect(
      document.warnings.map(\.description) == [
        "test.yaml:3:16: warning: 'checkbox' is not an iOS toggle style (a macOS style); drawn as "
          + "'automatic', iOS has 'automatic', 'switch', 'button'"
      ])
  }

  @Test func theStylesNotModelledYetAreWarnings() throws {
    let document = try parse(
      "body:\n  ControlGroup:\n    toolbarRole: editor\n"
        + "    content: [{Button: A}]")
    #expect(
      document.warnings.map(\.description) == [
        "test.yaml:3:5: warning: 'toolbarRole' is a SwiftUI modifier the preview does not model yet; "
          + "it is left out"
      ])
  }

  @Test func aStyleNameSwiftUIDoesNotHaveIsAnErrorWithDidYouMean() {
    let error = diagnostic("body:\n  TextField: Email\n  textFieldStyle: roundedBordr")
    #expect(error?.message.hasPrefix("unknown text field style 'roundedBordr'") == true)
    #expect(error?.suggestion == "roundedBorder")
  }

  @Test func scaledToFitAndFillAreAspectRatios() throws {
    let node = try body("Image: {systemName: star, resizable: true}\nscaledToFill: true")
    #expect(node.modifiers.contains(.aspectRatio(nil, contentMode: .fill)))
    let fit = try body("Image: {systemName: star}\nscaledToFit: true")
    #expect(fit.modifiers == [.aspectRatio(nil, contentMode: .fit)])
  }
}
