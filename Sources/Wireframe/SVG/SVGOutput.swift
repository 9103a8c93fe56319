import Devices
import LayoutEngine

/// A laid-out screen as an SVG at exact point geometry, where the terminal wireframe has cells:
/// the device's body with its corner radius, the cutout and home indicator, the safe area, and
/// every element as a wireframe with its real text at its font's size and weight.
///
/// The output is a pure function of its inputs: numbers have at most two decimals, ids come from
/// node paths (`n0.2.1`) and clip paths are numbered in paint order, so the same layout gives
/// the same bytes (golden files compare them). Nodes are painted in `PaintOrder` as the terminal
/// wireframe paints them, clipped to the screen's rounded corners, the app's window and their
/// scroll views.
public enum SVGOutput {
  /// The SVG document of `result` on `screen`; `showsSafeArea` outlines the safe area.
  public static func render(_ result: LayoutResult, on screen: Screen, showsSafeArea: Bool = true) -> String {
    var body = SVGWriter()
    var clips = SVGClips()
    SVGChrome.drawBehind(screen, into: &body)
    let screenRect = Rect(origin: .zero, size: screen.size)
    let screenClip = clips.id(for: screenRect, radius: screen.device.cornerRadius)
    body.open(["clip-path": .text("url(#\(screenClip))")])
    SVGChrome.drawScreenContent(screen, direction: result.context.layoutDirection, into: &body)
    let window = screen.window
    let windowClip = clips.id(for: Rect(origin: .zero, size: window.size), radius: 0)
    body.open([
      "transform": .text("translate(\(SVGMarkup.number(window.minX)) \(SVGMarkup.number(window.minY)))"),
      "clip-path": .text("url(#\(windowClip))"),
    ])
    if showsSafeArea { body.rect(result.context.safeAreaFrame, className: "safe-area") }
    drawNodes(result, clips: &clips, into: &body)
    body.close()
    SVGChrome.drawFront(screen, into: &body)
    body.close()
    return document(body: body.markup, defs: clips.markup, screen: screen, context: result.context)
  }

  /// The nodes back to front, each run of nodes under the same scroll view's clip in one group.
  private static func drawNodes(_ result: LayoutResult, clips: inout SVGClips, into svg: inout SVGWriter) {
    var openClip: Rect?
    for index in PaintOrder.indices(of: result) where !result.nodes[index].isHidden {
      let clip = result.nodes[index].clip
      if clip != openClip {
        if openClip != nil { svg.close() }
        if let clip { svg.open(["clip-path": .text("url(#\(clips.id(for: clip, radius: 0)))")]) }
        openClip = clip
      }
      SVGNodeDrawer.draw(index, of: result, into: &svg)
    }
    if openClip != nil { svg.close() }
  }

  /// The whole file: the view box around the device's body, a title naming the variant (the
  /// terminal caption's parts), the style sheet, the clip paths and the drawing.
  private static func document(body: String, defs: String, screen: Screen, context: LayoutContext) -> String {
    let frame = SVGChrome.bodyFrame(screen)
    let n = SVGMarkup.number
    let title = Caption.parts(for: screen, context: context, glyphs: GlyphSet.unicode.glyphs).joined(
      separator: " · ")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(n(frame.minX)) \(n(frame.minY)) \(n(frame.width)) \(n(frame.height))" \
      width="\(n(frame.width))" height="\(n(frame.height))">
        <title>\(MarkupEscaping.escaped(title))</title>
        <style>
      \(SVGStyle.sheet)
        </style>
        <defs>
      \(defs)  </defs>
      \(body)</svg>

      """
  }
}
