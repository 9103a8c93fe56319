extension PreviewState {
  /// Every file the session's layouts were read from: the layout files, and the sibling files
  /// Swift previews used, so a save to any of them reloads what it shows.
  public var watchedFiles: [String] {
    var seen: Set<String> = []
    return layouts.flatMap { [$0.path] + $0.files }.filter { seen.insert($0).inserted }
  }

  /// The layout files to read again when `changed` files changed: those among them, and the Swift
  /// files whose previews read one of them.
  public func layoutPaths(readingAny changed: [String]) -> [String] {
    let changed = Set(changed)
    var seen: Set<String> = []
    return layouts.filter { changed.contains($0.path) || $0.files.contains(where: changed.contains) }
      .map(\.path).filter { seen.insert($0).inserted }
  }
}
