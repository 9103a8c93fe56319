/// Text measured once and laid out for many proposals.
///
/// The layout engine measures every text node once and asks it for a layout once per proposal,
/// many times per node (ideal, minimum, maximum, the final width). So measuring does all the
/// Unicode work (clusters, break opportunities, advances from `FontMetrics`) and `layout` only
/// adds widths, and reading a layout's lines cuts their strings from UTF-8 offsets. A
/// `PreparedText` is one text of a `TextStore`: the engine measures all of a tree's texts into
/// one store, and `init` makes a store of one.
///
/// **Minimum width.** A width of exactly 0 is the engine's minimum probe, and text answers it
/// with one line truncated as far as it goes: "…" alone (or the text itself when it is a single
/// character). So text's minimum size is the width of "…" by one line, the smallest it can draw
/// while still showing that something is there, as SwiftUI text squeezed by its siblings does.
/// Any other width, however narrow, wraps normally, and a line always holds at least one
/// character (grapheme cluster), so only a single character wider than the offer can overflow it.
/// Answering one line (rather than one character per line) at the probe keeps a text's minimum
/// size independent of the height offered: stacks see the same flexibility (one-line width minus
/// "…") at every level, which keeps the size cache's proposals few and layout linear in depth.
package struct PreparedText: Sendable {
  /// The store holding the measurements, and this text's place in it.
  let store: TextStore
  let index: Int32

  package var string: String { store.string(index) }
  package var font: ResolvedFont { store.font(index) }

  /// Measures `string` with `font`, in a store of its own.
  package init(_ string: String, font: ResolvedFont, options: TextOptions = TextOptions()) {
    var builder = TextStore.Builder()
    index = builder.add(string, font: font, options: options)
    store = builder.build()
  }

  /// Text `index` of `store`.
  init(store: TextStore, index: Int32) {
    self.store = store
    self.index = index
  }

  /// The width of the text with every paragraph on one line: the widest paragraph.
  package var idealWidth: Double { store.idealWidth(index) }

  /// Breaks the text into lines no wider than `width` (`nil`: one line per paragraph), at most
  /// `lineLimit` lines and as many whole lines as fit in `height` (at least one), ending the last
  /// line with "…" when text is left over. An empty string has no lines and no size.
  ///
  /// The size and truncation are computed here; the line strings only when the result's `lines`
  /// are read, so a layout whose lines nobody reads builds no strings.
  package func layout(width: Double?, height: Double?, lineLimit: Int?) -> TextLayout {
    store.layout(index, width: width, height: height, lineLimit: lineLimit)
  }

  /// The lines of `layout` for a width limit (`.infinity`: unlimited), a line capacity and a font
  /// scale.
  func lines(widthLimit: Double, maxLines: Int, fontScale: Double = 1) -> [TextLine] {
    store.lines(index, widthLimit: widthLimit, maxLines: maxLines, fontScale: fontScale)
  }

  /// The size `layout(width:height:lineLimit:)` reports, without building lines or strings: the
  /// layout engine's sizing passes call this many times per node and keep only the size.
  package func size(width: Double?, height: Double?, lineLimit: Int?) -> Size {
    store.size(index, width: width, height: height, lineLimit: lineLimit)
  }
}
