/// Which project a Swift file is read in: where the declarations it does not find in its own
/// folder, and its app's strings and images, are looked for.
///
/// The default finds the project by its markers (`ProjectRoot`). A repository that holds several
/// apps, or a file kept outside its app, names the project's folder instead; a file read alone
/// (a quick look, a script that must not depend on what lies around the file) turns it off.
public enum ProjectScope: Sendable, Hashable {
  /// The nearest folder at or above the file's that holds `.git`, `Package.swift` or an Xcode
  /// project or workspace.
  case nearest
  /// The folder given: its Swift files lend declarations, and its resource folders and those
  /// between it and the file hold the strings and images.
  case root(String)
  /// No project: the file and the other Swift files of its folder, and its folder's resources.
  case none

  /// The word that turns project reading off on the command line (`--project none`).
  public static let noneArgument = "none"

  /// The scope a command line's value names: `none`, or a folder's path.
  public init(argument: String) {
    self = argument == Self.noneArgument ? .none : .root(argument)
  }
}
