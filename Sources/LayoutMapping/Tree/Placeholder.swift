import LayoutEngine

/// A value static reading cannot know (`item.name` of model data, `viewModel.title`), and the text
/// that stands for it in the preview: `‹item.name›`, or `‹count› items` for an interpolation.
///
/// The evaluator does not warn about placeholder values itself: many sit in arguments nothing
/// draws (`onChange(of:)`, `sheet(isPresented:)`). Whoever uses one warns with `warning(at:)`.
public struct Placeholder: Sendable, Hashable {
  /// The unknown expressions as written, in order (`["item.name"]`).
  public var expressions: [String]
  /// The representative text: known parts as they are, each unknown part between `‹` and `›`.
  public var text: String

  public init(expressions: [String], text: String) {
    self.expressions = expressions
    self.text = text
  }

  /// The placeholder for one unknown expression: its text is `‹expression›`, shortened to its
  /// `title`.
  public init(expression: String) {
    self.init(expressions: [expression], text: "‹\(Self.title(of: expression))›")
  }

  /// The longest title a placeholder draws, in characters.
  public static let titleLength = 32

  /// An expression as a placeholder draws it: on one line, and past `titleLength` with the
  /// contents of its closures, argument lists and literals left out
  /// (`model.items.map {…}.joined(…)`), then cut, so a trace stays short in the picture however
  /// long the code it stands for. The warning names the expression as written.
  public static func title(of expression: String) -> String {
    let line = expression.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard line.count > titleLength else { return line }
    var title = ""
    var depth = 0
    let closing: [Character: Character] = ["(": ")", "[": "]", "{": "}"]
    var open: [Character] = []
    var isEmpty = true
    for character in line {
      if let close = closing[character] {
        if depth == 0 {
          title.append(character)
          isEmpty = true
        } else {
          isEmpty = false
        }
        open.append(close)
        depth += 1
      } else if character == open.last {
        open.removeLast()
        depth -= 1
        if depth == 0 { title += (isEmpty ? "" : "…") + String(character) }
      } else if depth == 0 {
        title.append(character)
      } else {
        isEmpty = false
      }
    }
    // Brackets left open (an expression already cut) close where the text ends.
    if let outermost = open.first { title += "…" + String(outermost) }
    return title.count > titleLength ? String(title.prefix(titleLength - 1)) + "…" : title
  }

  /// The warning for using this placeholder at `location`, the same wherever it is used.
  public func warning(at location: SourceLocation) -> SourceDiagnostic {
    let names = expressions.map { "'\($0)'" }.joined(separator: ", ")
    return SourceDiagnostic(
      .warning, at: location,
      "\(names) cannot be known without running the app; shown as \(text)")
  }
}
