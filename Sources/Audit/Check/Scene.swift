import Devices
import LayoutEngine

/// One laid-out variant as the rules read it: the layout, the screen's hardware in window
/// coordinates, the file's facts, and what each node inherits from its ancestors (the axes a
/// scroll view moves it along, whether it is part of a background, whether the system made it).
struct Scene {
  let result: LayoutResult
  let facts: [SourceLocation: NodeFacts]
  private(set) var idiom: UserInterfaceIdiom
  /// The window in its own coordinates (the layout's).
  private(set) var window: Rect
  /// The safe area without the keyboard.
  let safeArea: Rect
  /// The notch or Dynamic Island, in window coordinates, and its name.
  private(set) var cutout: (frame: Rect, name: String)?
  /// Whether the device has a home indicator at the bottom edge.
  private(set) var hasHomeIndicator: Bool
  /// Whether the device shows a status bar at the top in this orientation.
  private(set) var hasStatusBar: Bool
  /// Per node: the axes an ancestor scroll view or list scrolls it along.
  private(set) var scrollAxes: [ScrollAxes]
  /// Per node: whether it or an ancestor is a background (decoration, not content).
  private(set) var isDecoration: [Bool]
  /// Per node: whether it or an ancestor is a bar the engine made (status, navigation, tab bar).
  private(set) var isSystem: [Bool]
  /// Per node: the index after its subtree (a node's descendants follow it in `result.nodes`).
  private(set) var subtreeEnd: [Int]
  /// Per node: its element's traits, whether it is shown and the part of its frame that can be
  /// seen, which every rule asks of every node (read once a layout rather than copying each node
  /// out of the layout in every rule).
  private(set) var traits: [ElementTraits]
  private var shown: [Bool]
  private var visible: [Rect]

  /// The axes a node scrolls along.
  struct ScrollAxes: OptionSet {
    let rawValue: UInt8
    static let horizontal = ScrollAxes(rawValue: 1)
    static let vertical = ScrollAxes(rawValue: 2)
  }

  init(result: LayoutResult, screen: Screen, facts: [SourceLocation: NodeFacts]) {
    self.result = result
    self.facts = facts
    (idiom, window, cutout, hasHomeIndicator, hasStatusBar) = Self.hardware(of: screen)
    safeArea = result.context.deviceSafeAreaFrame
    let nodes = result.nodes
    scrollAxes = Array(repeating: [], count: nodes.count)
    isDecoration = Array(repeating: false, count: nodes.count)
    isSystem = Array(repeating: false, count: nodes.count)
    subtreeEnd = Array(1..<nodes.count + 1)
    traits = Array(repeating: [], count: nodes.count)
    shown = Array(repeating: false, count: nodes.count)
    visible = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: nodes.count)
    for index in nodes.indices {
      if let parent = nodes[index].parent {
        scrollAxes[index] = scrollAxes[parent].union(Self.axes(scrolledBy: nodes[parent].element))
        isDecoration[index] = isDecoration[parent]
        isSystem[index] = isSystem[parent]
      }
      if nodes[index].role == .background { isDecoration[index] = true }
      if case .systemBar = nodes[index].element { isSystem[index] = true }
      traits[index] = nodes[index].element.traits
      let frame = nodes[index].frame
      visible[index] = nodes[index].clip.map { frame.intersection($0) } ?? frame
      // Drawn: not hidden, not empty, not scrolled entirely out of view.
      shown[index] =
        !nodes[index].isHidden && (frame.width > 0 || frame.height > 0)
        && (nodes[index].clip == nil || (visible[index].width > 0 && visible[index].height > 0))
    }
    for index in nodes.indices.reversed() {
      if let parent = nodes[index].parent { subtreeEnd[parent] = max(subtreeEnd[parent], subtreeEnd[index]) }
    }
  }

  /// This layout on `screen`, another screen it lays out the same on (`SceneKey`: the same
  /// context, other hardware around the window), without walking its nodes again.
  func on(_ screen: Screen) -> Scene {
    var copy = self
    (copy.idiom, copy.window, copy.cutout, copy.hasHomeIndicator, copy.hasStatusBar) = Self.hardware(
      of: screen)
    return copy
  }

  /// What the rules read of `screen` besides the layout.
  private static func hardware(of screen: Screen) -> (
    UserInterfaceIdiom, Rect, (frame: Rect, name: String)?, Bool, Bool
  ) {
    let origin = screen.window.origin
    return (
      screen.device.idiom, Rect(origin: .zero, size: screen.window.size),
      screen.cutoutFrame.map {
        (frame: $0.offsetBy(dx: -origin.x, dy: -origin.y), name: screen.device.cutout.name)
      },
      screen.device.hasHomeIndicator, screen.statusBarHeight > 0
    )
  }

  /// The axes `element` scrolls its content along.
  private static func axes(scrolledBy element: Element) -> ScrollAxes {
    switch element {
    case .scroll(.scrollView(let axis)): axis == .horizontal ? .horizontal : .vertical
    case .listing(.list): .vertical
    default: []
    }
  }

  /// The facts the file gives node `index`.
  func facts(of index: Int) -> NodeFacts? {
    guard !facts.isEmpty else { return nil }
    return result.nodes[index].source.flatMap { facts[$0] }
  }

  /// The part of node `index`'s frame that can be seen: inside a scroll view's viewport.
  func visibleFrame(of index: Int) -> Rect { visible[index] }

  /// Whether node `index` is drawn: not hidden, not empty, not scrolled entirely out of view.
  func isShown(_ index: Int) -> Bool { shown[index] }

  /// The name of node `index`'s edge in its direction: a physical left edge is the leading
  /// edge left to right and the trailing edge right to left.
  func edgeName(_ edge: PhysicalEdge, of index: Int) -> String {
    let rightToLeft = result.nodes[index].layoutDirection == .rightToLeft
    switch edge {
    case .top: return "top"
    case .bottom: return "bottom"
    case .left: return rightToLeft ? "trailing" : "leading"
    case .right: return rightToLeft ? "leading" : "trailing"
    }
  }
}
