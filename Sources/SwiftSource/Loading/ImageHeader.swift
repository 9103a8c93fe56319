import LayoutEngine

/// An image file's own size, read from its header: a PNG's pixels (its `IHDR`), a PDF's page box
/// in points (`/MediaBox`), an SVG's `width` and `height` (or its `viewBox`). Only the first
/// `maximumBytes` of a file are read; a size not found there is not known.
enum ImageHeader {
  /// How much of a file is read for its header: a PNG's `IHDR` is in its first 33 bytes (49 after
  /// a `CgBI` chunk); a PDF's page box and an SVG's root element are near their start. A catalog of
  /// thousands of PNGs costs a few hundred KiB of reading.
  static let maximumBytes = 64 << 10
  static let pngBytes = 64
  static let svgBytes = 16 << 10
  /// The largest side of an image whose size is known: as large as a preview's canvas may be.
  static let maximumSide = 100_000.0

  /// The size the file at `path` declares (pixels for a PNG, points for PDF and SVG), by its name's
  /// extension; `nil` when it cannot be read or says none.
  static func size(ofFileAt path: String) -> Size? {
    switch path.split(separator: ".").last?.lowercased() {
    case "png": return FileHead.bytes(at: path, upTo: pngBytes).flatMap(png)
    case "pdf": return FileHead.bytes(at: path, upTo: maximumBytes).flatMap(pdf)
    case "svg": return FileHead.bytes(at: path, upTo: svgBytes).flatMap(svg)
    default: return nil
    }
  }

  /// A PNG's `IHDR` width and height, found by walking its chunks (Xcode's optimized PNGs put a
  /// `CgBI` chunk first).
  static func png(_ bytes: [UInt8]) -> Size? {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    var offset = 8
    while offset + 16 <= bytes.count {
      let length = integer(bytes, at: offset)
      let type = bytes[(offset + 4)..<(offset + 8)]
      if type.elementsEqual("IHDR".utf8), offset + 16 <= bytes.count {
        let width = integer(bytes, at: offset + 8)
        let height = integer(bytes, at: offset + 12)
        // A header claiming more than 100,000 pixels a side (up to 2^32 - 1 fit) is no image the
        // preview can lay out; its size is not known.
        return positive(width: Double(width), height: Double(height))
      }
      offset += 12 + length
    }
    return nil
  }

  /// A big-endian 32-bit integer at `offset`.
  private static func integer(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
  }

  /// A PDF's first `/MediaBox [x0 y0 x1 y1]`, in points.
  static func pdf(_ bytes: [UInt8]) -> Size? {
    guard bytes.starts(with: Array("%PDF".utf8)) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let key = text.range(of: "/MediaBox"), let open = text[key.upperBound...].firstIndex(of: "["),
      let close = text[open...].firstIndex(of: "]")
    else { return nil }
    let numbers = text[text.index(after: open)..<close].split(whereSeparator: \.isWhitespace).compactMap {
      Double($0)
    }
    guard numbers.count == 4 else { return nil }
    return positive(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
  }

  /// An SVG root's `width` and `height` (in px, which Xcode takes as points, or pt), else its
  /// `viewBox`'s.
  static func svg(_ bytes: [UInt8]) -> Size? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
      return nil
    }
    let tag = text[start.upperBound..<end]
    if let width = attribute("width", in: tag).flatMap(length),
      let height = attribute("height", in: tag).flatMap(length)
    {
      return positive(width: width, height: height)
    }
    guard let box = attribute("viewBox", in: tag) else { return nil }
    let numbers = box.split { $0 == " " || $0 == "," }.compactMap { Double($0) }
    return numbers.count == 4 ? positive(width: numbers[2], height: numbers[3]) : nil
  }

  /// The value of the attribute `name="…"` (or `'…'`) in an element's text.
  private static func attribute(_ name: String, in tag: Substring) -> Substring? {
    var rest = tag[...]
    while let found = rest.range(of: name) {
      let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
      var after = found.upperBound
      while after < tag.endIndex, tag[after] == " " { after = tag.index(after: after) }
      if before.isWhitespace, after < tag.endIndex, tag[after] == "=" {
        var quote = tag.index(after: after)
        while quote < tag.endIndex, tag[quote] == " " { quote = tag.index(after: quote) }
        guard quote < tag.endIndex, tag[quote] == "\"" || tag[quote] == "'" else { return nil }
        let value = tag.index(after: quote)
        guard let close = tag[value...].firstIndex(of: tag[quote]) else { return nil }
        return tag[value..<close]
      }
      rest = tag[found.upperBound...]
    }
    return nil
  }

  /// An SVG length in points: a number, in px or pt (a percentage or other unit says nothing).
  private static func length(_ text: Substring) -> Double? {
    let trimmed = text.trimmingCharacters(in: " ")
    if let number = Double(trimmed) { return number }
    if trimmed.hasSuffix("px") { return Double(trimmed.dropLast(2)) }
    if trimmed.hasSuffix("pt") { return Double(trimmed.dropLast(2)).map { $0 * 4 / 3 } }
    return nil
  }

  /// A size of two finite positive lengths, at most 100,000 a side (points, or a PNG's pixels).
  private static func positive(width: Double, height: Double) -> Size? {
    let range = 0.000_001...maximumSide
    return range.contains(width) && range.contains(height) ? Size(width: width, height: height) : nil
  }
}

extension Substring {
  /// The text without `character` at either end.
  fileprivate func trimmingCharacters(in character: Character) -> Substring {
    var text = self
    while text.first == character { text.removeFirst() }
    while text.last == character { text.removeLast() }
    return text
  }
}
