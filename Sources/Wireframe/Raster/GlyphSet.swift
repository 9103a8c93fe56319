/// The characters box parts are drawn with: Unicode box drawing, or plain ASCII for terminals and
/// locales that cannot show it.
public enum GlyphSet: String, Sendable, Hashable, CaseIterable {
  case unicode
  case ascii
}
