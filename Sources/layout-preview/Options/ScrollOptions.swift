import ArgumentParser
import LayoutEngine

/// Where `render` and `frames` show a layout's scroll views and lists: scrolled by some points,
/// or to an element; the engine applies the offsets, so frames and drawing agree.
struct ScrollOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Scroll the first vertical ScrollView or List whose content is longer than it by this many points (clamped to its content).",
      valueName: "points"))
  var scroll: Double?

  @Option(
    name: .customLong("scroll-to"),
    help: ArgumentHelp(
      "Scroll every ScrollView and List that holds the element with this id until it shows.",
      valueName: "id"))
  var scrollTo: String?

  func validate() throws {
    if let scroll, !scroll.isFinite || scroll < 0 {
      throw ValidationError("--scroll must be a number of points, 0 or more, not \(scroll)")
    }
    if scroll != nil && scrollTo != nil {
      throw ValidationError("give either --scroll or --scroll-to, not both")
    }
  }

  /// Whether any scrolling was asked for.
  var isScrolling: Bool { scroll != nil || scrollTo != nil }

  /// `body` laid out in `context`, scrolled as asked; `file` names the layout in errors (an id
  /// no element has, a layout with nothing to scroll).
  func layout(_ body: ViewNode, in context: LayoutContext, file: String) throws -> LayoutResult {
    let result = LayoutEngine.layout(body, in: context)
    if let id = scrollTo {
      guard let index = result.nodes.firstIndex(where: { $0.id == id }) else {
        throw CommandError.usage("error: \(file) has no element with id \"\(id)\" (--scroll-to)")
      }
      return LayoutEngine.layout(body, in: context, revealing: result.path(of: index))
    }
    if let scroll {
      guard let main = result.mainScrollIndex else {
        throw CommandError.usage("error: \(file) has no vertical ScrollView or List to --scroll")
      }
      var scrolled = context
      scrolled.scrollOffsets[result.path(of: main)] = scroll
      return LayoutEngine.layout(body, in: scrolled)
    }
    return result
  }
}
