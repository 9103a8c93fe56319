import LayoutEngine
import SwiftSource
import Testing

/// A program of one file (plus siblings) read from source text, for the tests.
func program(
  _ text: String, path: String = "ContentView.swift", siblings: [String: String] = [:],
  platform: Platform = .iOS
) throws -> SwiftProgram {
  let main = try SwiftFile(path: path, text: text)
  let others = siblings.sorted { $0.key < $1.key }.map { SwiftFile(lenientlyParsing: $0.key, text: $0.value) }
  return SwiftProgram(main: main, siblings: others, platform: platform)
}

/// The evaluation of a file's preview number `index`.
func evaluation(
  _ text: String, preview index: Int = 0, siblings: [String: String] = [:], platform: Platform = .iOS,
  limits: EvaluationLimits = .standard
) throws -> Evaluation {
  let program = try program(text, siblings: siblings, platform: platform)
  let previews = program.previews
  try #require(previews.count > index, "the file has \(previews.count) previews")
  return program.evaluate(previews[index], limits: limits)
}

/// The outline of a preview's views, one line, as `Call.description` writes them.
func outline(
  _ text: String, preview index: Int = 0, siblings: [String: String] = [:], platform: Platform = .iOS
) throws -> String {
  try evaluation(text, preview: index, siblings: siblings, platform: platform).views.map(\.description)
    .joined(separator: "; ")
}

/// The outline of `body` written as a `#Preview`'s content.
func outline(body: String, declarations: String = "") throws -> String {
  try outline("import SwiftUI\n\(declarations)\n#Preview {\n\(body)\n}\n")
}

/// Every warning of a preview's tree as `line:column: message`.
func warnings(_ text: String, preview index: Int = 0) throws -> [String] {
  try evaluation(text, preview: index).allWarnings.map {
    "\($0.location.line):\($0.location.column): \($0.message)"
  }
}
