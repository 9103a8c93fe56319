/// What decides the advance widths of a font: its weight, and whether it is monospaced (SF Mono)
/// or has tabular digits. Texts in one face share one `FontMetrics`.
struct FontFace: Sendable, Hashable {
  var weight: FontWeight
  var isMonospaced = false
  var hasMonospacedDigits = false
}
