/// What a `Grid` knows about its rows after compiling: spacing, alignment, the number of columns
/// and, per row, the columns each cell spans (`nil` for a row that spans the whole grid).
struct GridShape {
  var alignment: Alignment
  var horizontalSpacing: Double
  var verticalSpacing: Double
  var columnCount: Int
  var rows: [[Int]?]
}

/// A `LazyVGrid`'s column descriptions, how its content aligns and the spacing between rows.
struct LazyGridShape {
  var columns: [GridItem]
  var alignment: HorizontalAlignment
  var spacing: Double
}
