extension Adaptive {
  /// `ViewThatFits`, `Grid`, `GridRow`, `LazyVGrid`, `LazyHGrid`, `GeometryReader`.
  package static let declarations = [
    ElementDeclaration(
      "ViewThatFits", "The first child whose ideal size fits, else the last.",
      arguments: [
        ArgumentDeclaration("in", .axes, .optional(default: "both"), "the axes the children must fit along")
      ], content: .views
    ) { values in
      guard case .axes(let horizontal, let vertical) = values["in"] else { return .viewThatFits() }
      return .viewThatFits(horizontal: horizontal, vertical: vertical)
    },
    ElementDeclaration(
      "Grid", "Rows of cells in columns as wide as their widest cell.",
      arguments: [
        ArgumentDeclaration("alignment", .alignment, .optional(default: "center"), "of cells in their slots"),
        ArgumentDeclaration(
          "horizontalSpacing", .number(.length), .optional(default: "8"), "between columns"),
        ArgumentDeclaration("verticalSpacing", .number(.length), .optional(default: "8"), "between rows"),
      ], content: .views
    ) { values in
      .grid(
        alignment: values.alignment("alignment") ?? .center,
        horizontalSpacing: values.number("horizontalSpacing"),
        verticalSpacing: values.number("verticalSpacing"))
    },
    ElementDeclaration("GridRow", "One row of a Grid: its cells, one column each.", content: .views) { _ in
      .gridRow
    },
    ElementDeclaration(
      "LazyVGrid", "Cells in rows of fixed, flexible or adaptive columns.",
      arguments: [
        ArgumentDeclaration(
          "columns", .gridItems, .required(example: "[{adaptive: {minimum: 100}}]", noun: "'columns'"),
          "a number of flexible columns, or a list of column items"),
        ArgumentDeclaration(
          "alignment", .horizontalAlignment, .optional(default: "center"), "of each cell within its column"),
        ArgumentDeclaration("spacing", .number(.length), .optional(default: "8"), "between rows"),
      ], content: .views
    ) { values in
      guard case .gridItems(let columns) = values["columns"] else {
        preconditionFailure("columns are required")
      }
      return .lazyVGrid(
        columns: columns, alignment: values.horizontalAlignment("alignment") ?? .center,
        spacing: values.number("spacing"))
    },
    ElementDeclaration(
      "LazyHGrid", "Cells in columns of fixed, flexible or adaptive rows, leading to trailing.",
      arguments: [
        ArgumentDeclaration(
          "rows", .gridItems, .required(example: "[{fixed: 60}, {fixed: 60}]", noun: "'rows'"),
          "a number of flexible rows, or a list of row items"),
        ArgumentDeclaration(
          "alignment", .verticalAlignment, .optional(default: "center"), "of each cell within its row"),
        ArgumentDeclaration("spacing", .number(.length), .optional(default: "8"), "between columns"),
      ], content: .views
    ) { values in
      guard case .gridItems(let rows) = values["rows"] else { preconditionFailure("rows are required") }
      return .lazyHGrid(
        rows: rows, alignment: values.verticalAlignment("alignment") ?? .center,
        spacing: values.number("spacing"))
    },
    ElementDeclaration(
      "GeometryReader",
      "The whole space it is offered (10 × 10 as its ideal size), its children at its top-leading corner.",
      content: .views, signature: "GeometryReader(content:)"
    ) { _ in .geometryReader },
  ]
}
