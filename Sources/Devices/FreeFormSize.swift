import LayoutEngine

/// Reading `WIDTHxHEIGHT` device names such as `800x600`, `800×600` or `800 x 600 pt`.
enum FreeFormSize {
  /// The largest width or height accepted, in points: far beyond any screen, small enough that
  /// a wireframe of it stays computable.
  static let maximumDimension: Double = 100_000
  /// The smallest width or height accepted, in points: a narrower screen would be scaled to
  /// astronomically many cells per point.
  static let minimumDimension: Double = 1

  /// The size `text` spells, `nil` when `text` does not look like a size at all (so it is a device
  /// name), or `.invalidSize` when it looks like one but a number is unusable.
  static func parse(_ text: String) throws(DeviceLookupError) -> Size? {
    var body = Substring(text.lowercased()).trimmingWhitespace()
    if body.hasSuffix("pt") { body = body.dropLast(2).trimmingWhitespace() }
    guard let separator = body.firstIndex(where: { $0 == "x" || $0 == "×" }) else { return nil }
    let parts = [body[..<separator], body[body.index(after: separator)...]].map {
      $0.trimmingWhitespace()
    }
    let numeric = Set("0123456789.+-")
    guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(numeric.contains) }) else { return nil }

    var values: [Double] = []
    for (part, label) in zip(parts, ["width", "height"]) {
      guard let value = Double(part) else {
        throw .invalidSize(text, reason: "\(label) \"\(part)\" is not a number")
      }
      guard value >= minimumDimension else {
        throw .invalidSize(text, reason: "\(label) must be at least \(Int(minimumDimension)) pt")
      }
      guard value <= maximumDimension else {
        throw .invalidSize(text, reason: "\(label) must be at most \(Int(maximumDimension)) pt")
      }
      values.append(value)
    }
    return Size(width: values[0], height: values[1])
  }
}

extension Substring {
  /// The substring without leading and trailing whitespace.
  fileprivate func trimmingWhitespace() -> Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return self[first...last]
  }
}
