import LayoutEngine

/// The clip paths of one SVG, each rectangle once, numbered in the order they are first asked
/// for (`c0`, `c1`, …) so the same drawing always gets the same ids.
struct SVGClips {
  private var ids: [Key: String] = [:]
  /// The `<clipPath>` elements, one per line, for the document's `<defs>`.
  private(set) var markup = ""

  private struct Key: Hashable {
    var rect: Rect
    var radius: Double
  }

  /// The id of the clip path of `rect` with corners of `radius`, added on first use.
  mutating func id(for rect: Rect, radius: Double) -> String {
    let key = Key(rect: rect, radius: radius)
    if let id = ids[key] { return id }
    let id = "c\(ids.count)"
    ids[key] = id
    var shape = SVGWriter()
    shape.rect(rect, radius: radius, className: "clip")
    markup += "    <clipPath id=\"\(id)\">\(shape.markup.trimmingSpaces)</clipPath>\n"
    return id
  }
}

extension String {
  /// The string without leading spaces and its trailing newline.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.dropLast(hasSuffix("\n") ? 1 : 0))
  }
}
