/// The environment values of SwiftUI's text modifiers other than `font` and `lineLimit`: what
/// they change in the font (weight, design, italic, digits), the case text is shown in, and the
/// options text is laid out with (`TextOptions`).
struct TextEnvironment {
  var fontWeight: FontWeight?
  var isItalic = false
  var design: FontDesign?
  var hasMonospacedDigits = false
  var textCase: TextCase?
  /// Whether a `textCase` modifier set `textCase`, `nil` included (`.textCase(nil)` keeps a
  /// grouped list's section headers as written).
  var isTextCaseSet = false
  var options = TextOptions()

  /// Applies one text modifier; others change nothing.
  mutating func apply(_ modifier: Modifier) {
    switch modifier {
    case .fontWeight(let weight): fontWeight = weight
    case .italic: isItalic = true
    case .fontDesign(let value): design = value
    case .monospacedDigit: hasMonospacedDigits = true
    case .reservedLines(let lines): options.reservedLines = lines
    case .lineSpacing(let spacing): options.lineSpacing = spacing
    case .minimumScaleFactor(let factor): options.minimumScaleFactor = factor
    case .truncationMode(let mode): options.truncationMode = mode
    case .tracking(let points): options.tracking = points
    case .textCase(let value):
      textCase = value
      isTextCaseSet = true
    default: break
    }
  }

  /// `font` with the weight, design, italic and digits these modifiers set; the modifiers' weight
  /// and design win over the font's own.
  func applied(to font: Font) -> Font {
    if fontWeight == nil && design == nil && !isItalic && !hasMonospacedDigits { return font }
    var font = font
    if let fontWeight { font.weight = fontWeight }
    if let design { font.design = design }
    font.isItalic = font.isItalic || isItalic
    font.hasMonospacedDigits = font.hasMonospacedDigits || hasMonospacedDigits
    return font
  }

  /// `string` as the text modifiers show it: in its text case.
  func shown(_ string: String) -> String {
    textCase?.apply(to: string) ?? string
  }
}
