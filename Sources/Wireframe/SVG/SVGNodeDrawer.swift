import LayoutEngine

/// Draws one laid-out node into an SVG as a wireframe at its exact frame, by its element's
/// family, inside a group named after the node's path (`n0.2.1`) so a reader or a page can find
/// it. Containers, spacers and tab items draw nothing of their own.
enum SVGNodeDrawer {
  /// Draws node `index` of `result`, in the window's coordinates.
  static func draw(_ index: Int, of result: LayoutResult, into svg: inout SVGWriter) {
    let node = result.nodes[index]
    guard draws(node.element) else { return }
    var attributes: [(String, SVGWriter.Value)] = [
      ("id", .text("n" + result.path(of: index))), ("class", .text(node.element.typeName)),
    ]
    if let id = node.id { attributes.append(("data-id", .text(id))) }
    if node.isTruncated { attributes.append(("data-truncated", .text("true"))) }
    svg.open(attributes: attributes)
    switch node.element {
    // Groups and composites draw through their children; a row of a label and a value adds its
    // accessories (chevrons, a segmented picker's outline, a checkmark).
    case .stack, .scroll, .adaptive, .grouping, .composite: break
    case .labeled(let family): SVGLabeledDrawer.draw(family, index, of: result, into: &svg)
    case .picture(.asyncImage): svg.rect(node.frame, className: "photo")
    case .spacing(let family): drawSpacing(family, node, into: &svg)
    case .textual(let family): drawTextual(family, node, into: &svg)
    case .picture(.image(let source, _)): drawImage(source, node, into: &svg)
    case .control(let family): SVGControlDrawer.draw(family, node, into: &svg)
    case .shape(let family): drawShape(family, node, into: &svg)
    case .navigation: drawSplitDividers(index, of: result, into: &svg)
    case .listing: drawList(index, of: result, into: &svg)
    case .systemBar(let family): drawBar(family, node, into: &svg)
    }
    svg.close()
  }

  /// Whether an element draws anything of its own (a split view draws its column dividers).
  private static func draws(_ element: Element) -> Bool {
    if case .navigation(.splitView) = element { return true }
    if case .systemBar(let bar) = element, case .tabItem = bar.part { return false }
    return !element.traits.isDisjoint(with: [.drawsContent, .showsText, .drawsBackdrop])
  }

  /// The class of a node's text: `text`, plus `truncated` when the layout cut it.
  static func textClass(_ node: PlacedNode, _ base: String = "text") -> String {
    node.isTruncated ? base + " truncated" : base
  }

  private static func drawTextual(_ family: Textual, _ node: PlacedNode, into svg: inout SVGWriter) {
    if case .label(_, let systemImage, .iconOnly) = family {
      drawSymbol(systemImage, in: node.frame, isMirrored: node.isMirrored, into: &svg)
      return
    }
    guard let text = node.text, let font = node.font else { return }
    switch family {
    case .text, .label(_, _, .titleOnly):
      SVGText.draw(
        text.lines, font: font, in: node.frame, side: .init(node.textAlignment, node.textLineDirection),
        className: textClass(node), into: &svg)
    case .label(_, let systemImage, _):
      // SwiftUI's label: the symbol 1.2 em square on the leading side, 8 pt, then the title.
      let symbol = (font.pointSize * 1.2).rounded()
      let frame = node.frame
      let isRTL = node.layoutDirection == .rightToLeft
      let lineHeight = font.lineHeight > 0 ? font.lineHeight : font.pointSize * 1.2
      let firstLineMid = frame.midY - Double(text.lines.count) * lineHeight / 2 + lineHeight / 2
      let icon = Rect(
        x: isRTL ? frame.maxX - symbol : frame.minX, y: firstLineMid - symbol / 2, width: symbol,
        height: symbol)
      drawSymbol(systemImage, in: icon, isMirrored: node.isMirrored, into: &svg)
      let inset = symbol + 8
      let title = frame.inset(top: 0, left: isRTL ? 0 : inset, bottom: 0, right: isRTL ? inset : 0)
      SVGText.draw(
        text.lines, font: font, in: title, side: .init(.leading, node.layoutDirection),
        className: textClass(node), into: &svg)
    }
  }

  /// A symbol: its glyph (the way an arrow or chevron points, mirrored ones turned), named in a
  /// tooltip.
  static func drawSymbol(
    _ name: String, in rect: Rect, isMirrored: Bool, className: String = "symbol", into svg: inout SVGWriter
  ) {
    let glyph = SymbolGlyph.character(for: name, isMirrored: isMirrored, glyphs: GlyphSet.unicode.glyphs)
    let size = min(rect.width, rect.height)
    svg.element("title", [:], text: name)
    svg.element(
      "text",
      [
        "x": .number(rect.midX), "y": .number(rect.midY + size * 0.35), "font-size": .number(size),
        "text-anchor": .text("middle"), "class": .text(className),
      ], text: String(glyph))
  }

  private static func drawImage(_ source: ImageSource, _ node: PlacedNode, into svg: inout SVGWriter) {
    let frame = node.frame
    switch source {
    case .symbol(let name):
      drawSymbol(name, in: frame, isMirrored: node.isMirrored, into: &svg)
    case .photo(let name, _):
      drawPhoto(name, in: frame, into: &svg)
    }
  }

  /// A photo: a crossed box with its name, which is all a wireframe knows of the picture (also a
  /// reader's placeholder for a view it cannot draw).
  private static func drawPhoto(_ name: String, in frame: Rect, into svg: inout SVGWriter) {
    svg.element("title", [:], text: name)
    svg.rect(frame, className: "photo")
    svg.line(
      from: Point(x: frame.minX, y: frame.minY), to: Point(x: frame.maxX, y: frame.maxY),
      className: "photo-cross")
    svg.line(
      from: Point(x: frame.maxX, y: frame.minY), to: Point(x: frame.minX, y: frame.maxY),
      className: "photo-cross")
    let size = max(1, min(13, frame.height / 3))
    svg.element(
      "text",
      [
        "x": .number(frame.midX), "y": .number(frame.midY + size * 0.35), "font-size": .number(size),
        "text-anchor": .text("middle"), "class": .text("photo-name"),
      ], text: name)
  }

  private static func drawShape(_ family: Shape, _ node: PlacedNode, into svg: inout SVGWriter) {
    let frame = node.frame
    switch family {
    case .rectangle: svg.rect(frame, className: "shape")
    case .color(let name): svg.rect(frame, className: "shape color-" + SVGStyle.colorClass(name))
    case .circle:
      svg.circle(
        center: Point(x: frame.midX, y: frame.midY), radius: min(frame.width, frame.height) / 2,
        className: "shape")
    case .capsule: svg.rect(frame, radius: min(frame.width, frame.height) / 2, className: "shape")
    case .roundedRectangle(let cornerRadius):
      svg.rect(frame, radius: min(cornerRadius, frame.width / 2, frame.height / 2), className: "shape")
    case .ellipse:
      svg.element(
        "ellipse",
        [
          "cx": .number(frame.midX), "cy": .number(frame.midY), "rx": .number(frame.width / 2),
          "ry": .number(frame.height / 2), "class": .text("shape"),
        ])
    case .placeholder(let name): drawPhoto(name, in: frame, into: &svg)
    }
  }

  private static func drawSpacing(_ family: Spacing, _ node: PlacedNode, into svg: inout SVGWriter) {
    guard case .divider = family else { return }
    let frame = node.frame
    if frame.width >= frame.height {
      svg.line(
        from: Point(x: frame.minX, y: frame.midY), to: Point(x: frame.maxX, y: frame.midY),
        className: "divider")
    } else {
      svg.line(
        from: Point(x: frame.midX, y: frame.minY), to: Point(x: frame.midX, y: frame.maxY),
        className: "divider")
    }
  }

  /// A navigation bar's bottom edge, a tab bar's or toolbar's top edge, a search field.
  private static func drawBar(_ family: SystemBar, _ node: PlacedNode, into svg: inout SVGWriter) {
    let frame = node.frame
    let top = (Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY))
    let bottom = (Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY))
    switch family.part {
    case .navigationBar: svg.line(from: bottom.0, to: bottom.1, className: "bar-edge")
    case .tabBar(let atTop):
      let edge = atTop ? bottom : top
      svg.line(from: edge.0, to: edge.1, className: "bar-edge")
    case .toolbar: svg.line(from: top.0, to: top.1, className: "bar-edge")
    case .searchField:
      svg.rect(frame, radius: 10, className: "search")
      guard let text = node.text, let font = node.font else { return }
      let isRTL = node.layoutDirection == .rightToLeft
      let glass = font.pointSize
      let icon = Rect(
        x: isRTL ? frame.maxX - 8 - glass : frame.minX + 8, y: frame.midY - glass / 2, width: glass,
        height: glass)
      drawSymbol("magnifyingglass", in: icon, isMirrored: false, into: &svg)
      let inset = 8 + glass + 6
      let prompt = frame.inset(top: 0, left: isRTL ? 8 : inset, bottom: 0, right: isRTL ? inset : 8)
      SVGText.draw(
        text.lines, font: font, in: prompt, side: .init(.leading, node.layoutDirection),
        className: textClass(node, "placeholder"), into: &svg)
    case .tabItem: break
    }
  }

  /// A split view's dividers, one at each column boundary.
  private static func drawSplitDividers(_ index: Int, of result: LayoutResult, into svg: inout SVGWriter) {
    let split = result.nodes[index]
    for x in result.splitDividers(of: index) {
      svg.line(
        from: Point(x: x, y: split.frame.minY), to: Point(x: x, y: split.frame.maxY), className: "divider")
    }
  }

  /// A list's cards around each section's rows (inset grouped, sidebar), a grouped section's
  /// lines above and below its rows, and the separators between rows; a split view's sidebar
  /// column at regular width draws neither cards nor separators.
  private static func drawList(_ index: Int, of result: LayoutResult, into svg: inout SVGWriter) {
    guard case .listing(.list(let style, _)) = result.nodes[index].element else { return }
    if style == .sidebar, result.isInSidebarColumn(index) { return }
    for section in ListRasterizer.sections(of: index, in: result) {
      let group = section.rows
      if let first = group.first, let last = group.last {
        let top = result.nodes[first].outerFrame
        let bottom = result.nodes[last].outerFrame
        if style.hasCards {
          svg.rect(
            Rect(x: top.minX, y: top.minY, width: top.width, height: bottom.maxY - top.minY), radius: 10,
            className: "card")
        } else if style == .grouped {
          let hidden = result.nodes[section.owner].hiddenRowSeparators
          for (edge, y) in [(EdgeSet.top, top.minY), (.bottom, bottom.maxY)] where !hidden.contains(edge) {
            svg.line(from: Point(x: top.minX, y: y), to: Point(x: top.maxX, y: y), className: "separator")
          }
        }
      }
      for row in ListRasterizer.separatedRows(group, in: result) {
        let node = result.nodes[row]
        let cell = node.outerFrame
        let (start, end) =
          node.layoutDirection == .leftToRight ? (node.frame.minX, cell.maxX) : (cell.minX, node.frame.maxX)
        svg.line(from: Point(x: start, y: cell.maxY), to: Point(x: end, y: cell.maxY), className: "separator")
      }
    }
  }
}
