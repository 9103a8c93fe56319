/// Where a preview came from, which decides how its title was found.
public enum PreviewKind: String, Sendable, Hashable {
  /// A `#Preview` macro (titled by its name, else by the first view of the files it shows).
  case previewMacro
  /// One view of a `PreviewProvider`'s `previews` (titled by `previewDisplayName`, else the view).
  case previewProvider
  /// A `struct … : View` of a file with no previews (titled by the struct's name).
  case viewStruct
}
