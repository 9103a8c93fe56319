import Audit
import LayoutEngine
import Wireframe

/// The nodes of a variant's findings outlined on its SVG: a rectangle around each node's visible
/// frame, red for an error and orange for a warning, with the finding as its tooltip, drawn over
/// everything else so a person sees which element a finding is about.
enum GalleryOutline {
  /// `svg` (a document of `SVGOutput`) with `findings` outlined; the frames are in the
  /// coordinates of the window, which sits at `window` on the screen.
  static func add(_ findings: [VariantFinding], to svg: String, window: Rect) -> String {
    guard !findings.isEmpty, let end = svg.range(of: "</svg>", options: .backwards) else { return svg }
    var group =
      "  <g class=\"findings\" transform=\"translate(\(SVGMarkup.number(window.minX)) \(SVGMarkup.number(window.minY)))\" fill=\"none\" stroke-width=\"2\">\n"
    for finding in findings {
      // At least 2 pt each way, so that a line of no width still shows.
      let frame = finding.frame
      let width = max(frame.width, 2)
      let height = max(frame.height, 2)
      let x = frame.midX - width / 2
      let y = frame.midY - height / 2
      let colour = finding.severity == .error ? "#d70015" : "#ff9500"
      group +=
        "    <rect class=\"finding \(finding.severity.rawValue)\" data-rule=\"\(finding.rule.rawValue)\" "
        + "data-path=\"\(MarkupEscaping.escaped(finding.node.path))\" x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y))\" "
        + "width=\"\(SVGMarkup.number(width))\" height=\"\(SVGMarkup.number(height))\" stroke=\"\(colour)\">"
        + "<title>\(MarkupEscaping.escaped("\(finding.rule.rawValue): \(finding.message)"))</title></rect>\n"
    }
    group += "  </g>\n"
    var out = svg
    out.insert(contentsOf: group, at: end.lowerBound)
    return out
  }
}
