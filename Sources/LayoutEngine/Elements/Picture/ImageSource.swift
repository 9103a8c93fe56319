/// What an `Image` shows: an SF Symbol (sized by its text style) or a photo placeholder.
public enum ImageSource: Sendable, Hashable {
  /// An SF Symbol by name, such as `chevron.backward`; drawn as a glyph-sized box.
  case symbol(String)
  /// A bitmap placeholder with a name and its natural size in points.
  case photo(String, naturalSize: Size)
}
