/// Advance widths for one font weight, in font units (`FontMetricsTable.unitsPerEm` per em).
///
/// Widths come from Inter (see `FontMetricsTable`): SF Pro cannot be shipped, Inter is open and its
/// metrics are close to SF Pro's, so lines break near where they would on a device. Weights the
/// table has no column for are interpolated linearly by `FontWeight.rawValue` between the two
/// nearest columns. Scalars outside the table follow fixed rules (`units(of:)`), so every string
/// measures the same on every machine without any font installed.
///
/// A monospaced face (`FontDesign.monospaced`) gives every character that is neither zero-width
/// nor wide SF Mono's one advance, 1229/2048 em; tabular digits (`monospacedDigit`) give each of
/// 0-9 the advance of the widest digit of the weight, as tabular figures are drawn.
struct FontMetrics: Sendable, Hashable {
  /// The table column at or below the weight.
  let lower: Int
  /// The table column at or above the weight.
  let upper: Int
  /// How far the weight lies from `lower` towards `upper`, 0...1.
  let blend: Double
  /// The blended advances of printable ASCII (U+0020...U+007E), shared per weight: almost every
  /// scalar measured is ASCII, and this saves a two-level table read and a blend for each.
  private let ascii: [Double]
  /// Whether every character that is neither zero-width nor wide has `monospacedUnits`.
  private let isMonospaced: Bool

  /// SF Mono's advance, 1229 units of its 2048 per em, in this table's units.
  static let monospacedUnits = 1229.0 / 2048.0 * FontMetricsTable.unitsPerEm

  /// The metrics of `weight`, blended from the table's nearest weights.
  init(weight: FontWeight) {
    self.init(face: FontFace(weight: weight))
  }

  /// The metrics of `face`: its weight's, made monospaced or with tabular digits as it asks.
  init(face: FontFace) {
    var ascii = FontMetrics.asciiByWeight[face.weight.tableRow]
    if face.isMonospaced {
      ascii = ascii.map { _ in FontMetrics.monospacedUnits }
    } else if face.hasMonospacedDigits {
      let digits = 0x30 - 0x20...0x39 - 0x20
      let widest = ascii[digits].max()!
      for index in digits { ascii[index] = widest }
    }
    self.init(columnsFor: face.weight, ascii: ascii, isMonospaced: face.isMonospaced)
  }

  /// The blend for `weight` with a given ASCII table (empty while the tables are being built).
  private init(columnsFor weight: FontWeight, ascii: [Double], isMonospaced: Bool = false) {
    self.ascii = ascii
    self.isMonospaced = isMonospaced
    let weights = FontMetricsTable.weights
    let value = weight.rawValue
    var upper = weights.count - 1
    for (index, candidate) in weights.enumerated() where candidate >= value {
      upper = index
      break
    }
    let lower = weights[upper] <= value ? upper : max(0, upper - 1)
    self.lower = lower
    self.upper = upper
    self.blend =
      lower == upper ? 0 : Double(value - weights[lower]) / Double(weights[upper] - weights[lower])
  }

  /// One em in font units: the advance of wide (CJK, emoji) characters.
  static var em: Double { FontMetricsTable.unitsPerEm }

  /// The advance of `scalar` in font units.
  ///
  /// In the table: Inter's advance. Otherwise: combining marks, format and control characters
  /// (zero-width space, joiners, variation selectors) are 0; East Asian wide and fullwidth
  /// characters and emoji are exactly 1 em; anything else is the mean advance of a-z, a neutral
  /// guess for a letter of a script the table lacks.
  func units(of scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    if value >= 0x20 && value <= 0x7E { return asciiUnits(value) }
    if !isMonospaced, let index = FontMetrics.tableIndex(of: value) { return advance(at: index) }
    if FontMetrics.isZeroWidth(scalar) { return 0 }
    if FontMetrics.isWide(scalar) { return FontMetrics.em }
    if isMonospaced { return FontMetrics.monospacedUnits }
    let averages = FontMetricsTable.averageLowercase
    return averages[lower] + (averages[upper] - averages[lower]) * blend
  }

  /// The advance of printable ASCII scalar `value` (0x20...0x7E): the measuring loop's fast path.
  @inline(__always)
  func asciiUnits(_ value: UInt32) -> Double { ascii[Int(value) - 0x20] }

  /// `asciiByWeight[weight.tableRow]`: each weight's blended ASCII advances, computed once.
  private static let asciiByWeight: [[Double]] = FontWeight.allCases.map { weight in
    let metrics = FontMetrics(columnsFor: weight, ascii: [])
    return (0...(0x7E - 0x20)).map { metrics.advance(at: $0) }
  }

  /// The blended advance of table entry `index`.
  @inline(__always)
  private func advance(at index: Int) -> Double {
    let low = Double(FontMetricsTable.advances[lower][index])
    if blend == 0 { return low }
    let high = Double(FontMetricsTable.advances[upper][index])
    return low + (high - low) * blend
  }

  /// The table index of `value`, by binary search over the sorted scalars.
  static func tableIndex(of value: UInt32) -> Int? {
    let scalars = FontMetricsTable.scalars
    var low = 0
    var high = scalars.count
    while low < high {
      let middle = (low + high) / 2
      if scalars[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < scalars.count && scalars[low] == value ? low : nil
  }

  /// Whether the scalar draws nothing of its own: combining marks, format characters (joiners,
  /// zero-width space, bidi marks), controls and variation selectors.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: true
    default: false
    }
  }

  /// Whether the scalar takes a full em, as East Asian wide and fullwidth characters and emoji do:
  /// CJK ideographs, kana, Hangul, CJK punctuation, fullwidth forms, emoji.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
      0x20000...0x3FFFD:
      true
    default:
      scalar.properties.isEmojiPresentation
    }
  }
}

extension FontWeight {
  /// The weight's position in `allCases`, the lightest first.
  fileprivate var tableRow: Int { rawValue / 100 - 1 }
}
