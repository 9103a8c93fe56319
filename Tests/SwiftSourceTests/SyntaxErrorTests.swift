import Testing

@testable import SwiftSource

/// A file with syntax errors gets swift-syntax's diagnostics with `file:line:column`.
@Suite struct SyntaxErrorTests {
  @Test func errorsCarryFileLineAndColumn() {
    let text = "import SwiftUI\nstruct A: View {\n  var body: some View {\n    Text(\"a\"\n  }\n}\n"
    #expect(throws: SwiftSourceError.self) { try SwiftFile(path: "Broken.swift", text: text) }
    do {
      _ = try SwiftFile(path: "Broken.swift", text: text)
    } catch {
      #expect(error.diagnostics.count >= 1)
      #expect(
        error.diagnostics[0].description == "Broken.swift:4:13: error: expected ')' to end function call")
      #expect(error.diagnostics.allSatisfy { $0.severity == .error && $0.location.file == "Broken.swift" })
    }
  }

  @Test func lenientParsingKeepsTheErrorsAndTheRest() {
    let file = SwiftFile(
      lenientlyParsing: "Sibling.swift", text: "struct Row: View { var body: some View { Text(\"r\") }\n")
    #expect(file.errors.map(\.location.line) == [1])
    let program = SwiftProgram(
      main: SwiftFile(lenientlyParsing: "Main.swift", text: "#Preview { Row() }"), siblings: [file])
    #expect(program.evaluate(program.previews[0]).views.map(\.description) == [#"Text("r")"#])
  }

  /// swift-syntax's diagnostics generator traps on this `=` (a Fix-It with no change), so the
  /// reader refuses it first, at the `=`; `x = 4` beside it still reads.
  @Test func anEqualsSignBoundOnOneSideByAVerticalTabIsAnErrorNotATrap() {
    let text = "#Preview {\n  let x =\u{0B} 4\n  Text(\"\\(x)\")\n}\n"
    let file = SwiftFile(lenientlyParsing: "Tab.swift", text: text)
    #expect(
      file.errors.map(\.description) == [
        "Tab.swift:2:9: error: '=' must have the same white space on both sides (a vertical tab or form feed beside it counts as none); the file is not read"
      ])
    #expect(SwiftFile(lenientlyParsing: "Fine.swift", text: "let x = 4\nlet y =\t4\n").errors.isEmpty)
  }

  @Test func aValidFileHasNoErrors() throws {
    #expect(try SwiftFile(path: "Fine.swift", text: "let x = 1\n").errors.isEmpty)
  }
}
