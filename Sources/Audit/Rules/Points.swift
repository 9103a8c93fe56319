/// A length for messages: whole points without decimals, others to one decimal (`30`, `22.5`).
func points(_ value: Double) -> String {
  let rounded = (value * 10).rounded() / 10
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// A size for messages: `30 × 22 pt`.
func points(_ width: Double, _ height: Double) -> String {
  "\(points(width)) × \(points(height)) pt"
}
