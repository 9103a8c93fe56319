import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// The example from the task: the whole tree, with sources, compared at once.
@Suite struct SignInTests {
  static let yaml = """
    title: Sign in
    body:
      VStack:
        alignment: leading
        spacing: 16
        padding: 20
        content:
          - Text: Welcome back
            font: largeTitle
            id: title
          - TextField: Email
          - SecureField: Password
          - Button: Sign In
            style: prominent
            frame: { maxWidth: infinity }
            id: primary
          - Spacer: {}
    """

  @Test func parsesIntoTheExpectedTree() throws {
    let document = try parse(Self.yaml)
    let expected = ViewNode(
      .vStack(alignment: .leading, spacing: 16),
      children: [
        ViewNode(
          .text("Welcome back"), modifiers: [.font(Font(style: .largeTitle))], id: "title", source: at(8, 9)),
        ViewNode(.textField(placeholder: "Email", text: nil), source: at(11, 9)),
        ViewNode(.secureField(placeholder: "Password", text: nil), source: at(12, 9)),
        ViewNode(
          .button(title: "Sign In", style: .prominent, controlSize: .regular),
          modifiers: [.frame(FrameSpec(maxWidth: .infinity))], id: "primary", source: at(13, 9)),
        ViewNode(.spacer(minLength: nil), source: at(17, 9)),
      ],
      modifiers: [.padding(EdgeInsets(all: 20))],
      source: at(3, 3))
    #expect(document.title == "Sign in")
    #expect(document.path == "test.yaml")
    #expect(document.body == expected)
  }
}
