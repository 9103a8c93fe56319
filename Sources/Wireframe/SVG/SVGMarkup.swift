import LayoutEngine

/// The two spellings every SVG the wireframe writes shares, so output is byte-for-byte the same
/// on every run and machine: numbers with at most two decimals, and text escaped for XML.
public enum SVGMarkup {
  /// `value` rounded to hundredths of a point, without trailing zeros or a negative zero:
  /// `12`, `12.5`, `-0.25`. Non-finite values are written as 0 (a frame is never infinite).
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = Int((value * 100).rounded())
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(whole).\(digits)"
  }
}
