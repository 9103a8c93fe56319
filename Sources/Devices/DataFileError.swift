/// A data file the previewer needs that is missing or unreadable, described so a person can fix
/// the installation (instead of a crash deep inside the catalog).
public struct DataFileError: Error, CustomStringConvertible, Equatable {
  /// What is wrong with the file.
  public enum Problem: Equatable, Sendable {
    /// Not found in any of the searched folders.
    case missing(searched: [String])
    /// Found but not readable or not in the expected format.
    case unreadable(path: String, reason: String)
  }

  /// The file's name, such as `devices.json`.
  public var file: String
  public var problem: Problem

  public var description: String {
    switch problem {
    case .missing(let searched):
      return """
        \(file) was not found; looked in:
        \(searched.map { "  \($0)" }.joined(separator: "\n"))
        Install with Scripts/install, keep the binary beside its build folder's .resources folders, \
        or set \(DataFiles.environmentVariable) to a folder that holds the data.
        """
    case .unreadable(let path, let reason):
      return "\(path) cannot be used: \(reason)"
    }
  }
}
