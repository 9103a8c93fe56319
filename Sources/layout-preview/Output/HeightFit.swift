/// The widest drawing that fits a number of rows: `render` on a terminal, or with `--height`,
/// draws the device narrower until the whole of it and its caption fit.
enum HeightFit {
  /// The most columns from `minimum` to `columns` whose drawing takes at most `rows` rows, or
  /// `nil` when even `minimum` takes more. `rowsAt` gives the rows of a drawing that many
  /// columns wide; they grow with the columns (a caption that wraps less may make a wider one a
  /// row shorter, so the answer is checked, not assumed).
  static func columns(upTo columns: Int, rows: Int, minimum: Int, rowsAt: (Int) -> Int) -> Int? {
    guard columns >= minimum else { return nil }
    if rowsAt(columns) <= rows { return columns }
    guard rowsAt(minimum) <= rows else { return nil }
    // rowsAt(low) fits and rowsAt(high) does not.
    var low = minimum
    var high = columns
    while high - low > 1 {
      let middle = (low + high) / 2
      if rowsAt(middle) <= rows { low = middle } else { high = middle }
    }
    return low
  }
}
