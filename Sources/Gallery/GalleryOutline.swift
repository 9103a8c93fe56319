import Audit
import LayoutEngine
import Wireframe

/// Nodes outlined on a variant's SVG, drawn over everything else so a person sees which element
/// something is about: the nodes of its findings (red for an error, orange for a warning), and
/// on a before/after pair the nodes that changed (dashed: blue, purple when a reviewer should
/// look), each with what it is about as its tooltip.
enum GalleryOutline {
  /// One rectangle to draw: the node's frame in the window, its classes and `data-` attributes
  /// (already escaped), its colour and its tooltip.
  struct Box {
    var frame: Rect
    var classes: String
    var attributes: String
    var colour: String
    var title: String
  }

  /// `svg` (a document of `SVGOutput`) with `findings` outlined; the frames are in the
  /// coordinates of the window, which sits at `window` on the screen.
  static func add(_ findings: [VariantFinding], to svg: String, window: Rect) -> String {
    let boxes = findings.map { finding in
      Box(
        frame: finding.frame, classes: "finding \(finding.severity.rawValue)",
        attributes:
          "data-rule=\"\(finding.rule.rawValue)\" data-path=\"\(MarkupEscaping.escaped(finding.node.path))\"",
        colour: finding.severity == .error ? "#d70015" : "#ff9500",
        title: "\(finding.rule.rawValue): \(finding.message)")
    }
    return add(boxes, group: "findings", dashed: false, to: svg, window: window)
  }

  /// `svg` with `changes` outlined at their frames `before` (the old layout's picture) or now.
  static func add(_ changes: [GalleryChange], before: Bool, to svg: String, window: Rect) -> String {
    let boxes = changes.compactMap { change -> Box? in
      guard let frame = before ? change.before : change.now else { return nil }
      return Box(
        frame: frame, classes: "change \(MarkupEscaping.escaped(change.kind))",
        attributes: "data-kind=\"\(MarkupEscaping.escaped(change.kind))\"",
        colour: change.isWarning ? "#af52de" : "#007aff", title: change.label)
    }
    return add(boxes, group: "changes", dashed: true, to: svg, window: window)
  }

  private static func add(_ boxes: [Box], group name: String, dashed: Bool, to svg: String, window: Rect)
    -> String
  {
    guard !boxes.isEmpty, let end = svg.range(of: "</svg>", options: .backwards) else { return svg }
    let dash = dashed ? " stroke-dasharray=\"6 3\"" : ""
    var group =
      "  <g class=\"\(name)\" transform=\"translate(\(SVGMarkup.number(window.minX)) \(SVGMarkup.number(window.minY)))\" fill=\"none\" stroke-width=\"2\"\(dash)>\n"
    for box in boxes {
      // At least 2 pt each way, so that a line of no width still shows.
      let frame = box.frame
      let width = max(frame.width, 2)
      let height = max(frame.height, 2)
      let x = frame.midX - width / 2
      let y = frame.midY - height / 2
      group +=
        "    <rect class=\"\(box.classes)\" \(box.attributes) x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y))\" "
        + "width=\"\(SVGMarkup.number(width))\" height=\"\(SVGMarkup.number(height))\" stroke=\"\(box.colour)\">"
        + "<title>\(MarkupEscaping.escaped(box.title))</title></rect>\n"
    }
    group += "  </g>\n"
    var out = svg
    out.insert(contentsOf: group, at: end.lowerBound)
    return out
  }
}
