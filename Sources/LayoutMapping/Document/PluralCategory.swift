/// The plural form a language uses for a number (Unicode CLDR's categories), which picks a
/// plural string's form: English has `one` and `other`; Arabic `zero`, `one`, `two`, `few`
/// (3-10), `many` (11-99) and `other`; Hebrew `one`, `two` and `other`.
public enum PluralCategory: String, Sendable, CaseIterable {
  case zero, one, two, few, many, other

  /// The category of `number` in the language `code` (`en`, `ar`, `he`; another language as
  /// English). A number with a fraction is `other`, as CLDR's rules give for these languages.
  public static func of(_ number: Double, language code: String) -> PluralCategory {
    guard number.isFinite, number == number.rounded(), abs(number) < 1e15 else { return .other }
    let whole = Int(abs(number))
    switch code {
    case "ar":
      switch whole {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        let hundred = whole % 100
        if (3...10).contains(hundred) { return .few }
        if (11...99).contains(hundred) { return .many }
        return .other
      }
    case "he":
      return whole == 1 ? .one : whole == 2 ? .two : .other
    default:
      return whole == 1 ? .one : .other
    }
  }
}
