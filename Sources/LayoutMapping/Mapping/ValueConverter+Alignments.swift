import LayoutEngine

/// Alignments as SwiftUI source writes them, with a "did you mean" when a name is misspelt, so a
/// typo in `HStack(alignment: .firstTextBaselin)` says which guide was meant.
extension ValueConverter {
  /// `.top` … `.lastTextBaseline` (also `VerticalAlignment.top`).
  static func verticalAlignment(_ value: SourceValue) -> Conversion {
    if let alignment = (try? literal(value, as: .verticalAlignment)) ?? nil { return .value(alignment) }
    return .mismatch(expected(VerticalAlignment.allCases.map(\.rawValue), written: name(value)))
  }

  /// `.center`, `.topLeading` … `.trailingLastTextBaseline` (also `Alignment.center`), or
  /// `Alignment(horizontal: .leading, vertical: .firstTextBaseline)`.
  static func alignment(_ value: SourceValue) -> Conversion {
    if let alignment = alignmentCall(value) { return .value(.alignment(alignment)) }
    if let alignment = (try? literal(value, as: .alignment)) ?? nil { return .value(alignment) }
    let written = name(value)
    let names = Alignment.named.map(\.0)
    guard let written, let near = EditDistance.suggestion(for: written, among: names) else {
      return .mismatch("an alignment")
    }
    return .mismatch("an alignment (did you mean '.\(near)'?)")
  }

  /// `Alignment(horizontal:vertical:)` with two guides, named or of the Swift source's own
  /// (`SourceValue.customAlignment`), `nil` for anything else.
  private static func alignmentCall(_ value: SourceValue) -> Alignment? {
    guard case .call(let call) = value, call.name == "Alignment", call.base == nil, call.arguments.count == 2,
      call.arguments[0].label == "horizontal", call.arguments[1].label == "vertical"
    else { return nil }
    let horizontal: HorizontalAlignment? =
      if case .customAlignment(.horizontal(let custom)) = call.arguments[0].value { custom } else {
        name(call.arguments[0].value).flatMap(HorizontalAlignment.init(rawValue:))
      }
    let vertical: VerticalAlignment? =
      if case .customAlignment(.vertical(let custom)) = call.arguments[1].value { custom } else {
        name(call.arguments[1].value).flatMap(VerticalAlignment.init(rawValue:))
      }
    guard let horizontal, let vertical else { return nil }
    return Alignment(horizontal: horizontal, vertical: vertical)
  }

  /// "'.top', '.center' or '.bottom'", and the nearest name when `written` is close to one.
  private static func expected(_ names: [String], written: String?) -> String {
    let list = names.map { "'.\($0)'" }
    let text = list.dropLast().joined(separator: ", ") + " or " + list.last!
    guard let written, let near = EditDistance.suggestion(for: written, among: names) else { return text }
    return text + " (did you mean '.\(near)'?)"
  }
}
