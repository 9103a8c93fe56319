import LayoutMapping

/// Whether a Swift file previews only on macOS, so it opens on a Mac window rather than an
/// iPhone: its previews sit inside `#if os(macOS)` (or `canImport(AppKit)`), or it wraps AppKit
/// views (`NSViewRepresentable`, `NSViewControllerRepresentable`) or declares a `Settings` scene,
/// which exist only on the Mac. A file that also names UIKit's counterparts is not macOS-only.
///
/// Read from the text, line by line, before the file is evaluated: the platform it is evaluated
/// for depends on the answer.
public enum MacOnlyPreview {
  /// Whether the Swift source `text` is macOS-only.
  public static func isMacOnly(source text: String) -> Bool {
    if text.contains("UIViewRepresentable") || text.contains("UIViewControllerRepresentable") { return false }
    if text.contains("NSViewRepresentable") || text.contains("NSViewControllerRepresentable") { return true }
    // Which `#if` blocks around the current line are macOS-only, innermost last.
    var blocks: [Bool] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("#if ") {
        let condition = trimmed.dropFirst(4).filter { $0 != " " }
        blocks.append(condition == "os(macOS)" || condition == "canImport(AppKit)")
      } else if trimmed.hasPrefix("#else") || trimmed.hasPrefix("#elseif") {
        if !blocks.isEmpty { blocks[blocks.count - 1] = false }
      } else if trimmed.hasPrefix("#endif") {
        _ = blocks.popLast()
      } else if trimmed.hasPrefix("Settings {") || trimmed.hasPrefix("Settings{") {
        return true
      } else if blocks.contains(true), trimmed.hasPrefix("#Preview") || trimmed.contains(": PreviewProvider")
      {
        return true
      }
    }
    return false
  }

  /// Whether the Swift file at `path` is macOS-only; a file that cannot be read is not.
  public static func isMacOnly(path: String) -> Bool {
    guard let bytes = try? LayoutFileSource.bytes(at: path) else { return false }
    return isMacOnly(source: String(decoding: bytes, as: UTF8.self))
  }
}
