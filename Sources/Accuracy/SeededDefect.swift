import Audit
import LayoutEngine

/// One kind of seeded defect: a change to a layout whose label is the change itself, the rules
/// it must make `check` report (`expected`) and those it may make it report too (`allowed`: a
/// title truncated in a shrunken button is a real second finding, not a false one). A defect
/// changes a node of the layout (`target`), or adds content over the whole screen (`insertion`).
/// Its `clean` twin is the same change kept just inside the rule (a row spaced 24 pt, a button
/// inset by the margins): no new finding is right for it.
public enum SeededDefect: String, Sendable, CaseIterable {
  /// A small rectangle laid over a text (a ZStack layer).
  case coveredText
  /// A text given a narrow frame and one line.
  case truncatedText
  /// A text given a fixed font size.
  case fixedFontSize
  /// A text given a fixed height.
  case fixedHeight
  /// A text held at Large (`dynamicTypeSize(...large)`).
  case heldTextSize
  /// A text given an 8-pt font.
  case tinyFont
  /// A text given the footnote style in a thin weight.
  case thinText
  /// A text with a long word given a narrow frame.
  case brokenWord
  /// A control given a 30 × 30 frame.
  case shrunkenControl
  /// A control with a copy laid over it.
  case stackedControls
  /// A control with a copy 2 pt beside it.
  case crowdedControls
  /// A shape or picture pushed 2,000 pt to the side.
  case pushedOffscreen
  /// A banner drawn from the top edge of the screen, under the status bar.
  case underStatusBar
  /// A filled button spanning the screen.
  case fullWidthButton
  /// Three text buttons in a row on Apple Watch.
  case crowdedWatchRow
  /// A text in Apple TV's margin.
  case tvMargin
  /// A four-column grid on Apple TV, its items 10 pt apart.
  case tightTVGrid
  /// A button at the bottom of a Mac window.
  case bottomOfMacWindow

  /// The rules the defect must make `check` report on the nodes it changes or adds.
  public var expected: Set<Rule> {
    switch self {
    case .coveredText: [.overlap]
    case .truncatedText: [.textClipped]
    case .fixedFontSize, .fixedHeight, .heldTextSize: [.dynamicType]
    case .tinyFont: [.smallText, .dynamicType]
    case .thinText: [.lightWeight]
    case .brokenWord: [.midWordBreak]
    case .shrunkenControl: [.hitRegion]
    case .stackedControls: [.collidingControls]
    case .crowdedControls: [.targetSpacing]
    case .pushedOffscreen: [.offscreen]
    case .underStatusBar: [.outsideSafeArea]
    case .fullWidthButton: [.fullWidthButton]
    case .crowdedWatchRow: [.controlsInRow]
    case .tvMargin: [.tvSafeArea]
    case .tightTVGrid: [.tvGrid]
    case .bottomOfMacWindow: [.windowBottom]
    }
  }

  /// The other rules the defect may rightly make `check` report: what the change does besides
  /// (a narrow frame also clips; content added over a screen covers what is under it).
  public var allowed: Set<Rule> {
    let covering: Set<Rule> = [.overlap, .collidingControls, .targetSpacing]
    // A text whose font or frame changes may wrap, clip or spill over its neighbours.
    let reflowing: Set<Rule> = [.textClipped, .midWordBreak]
    switch self {
    case .coveredText, .tinyFont: return []
    case .fixedFontSize, .heldTextSize, .thinText, .truncatedText, .brokenWord: return reflowing
    case .fixedHeight: return reflowing.union([.overlap, .outsideSafeArea])
    case .shrunkenControl: return reflowing.union([.dynamicType, .overlap, .targetSpacing])
    case .stackedControls: return [.overlap]
    case .crowdedControls: return reflowing.union([.fullWidthButton])
    case .pushedOffscreen: return []
    case .underStatusBar, .fullWidthButton, .tvMargin, .bottomOfMacWindow: return covering
    case .crowdedWatchRow: return covering.union(reflowing).union([.hitRegion])
    case .tightTVGrid: return covering.union([.tvSafeArea, .offscreen])
    }
  }

  /// What the defect changes: a node of a kind (`target`), or the screen (`insertion`).
  public var target: Target {
    switch self {
    case .coveredText, .truncatedText, .fixedFontSize, .fixedHeight, .heldTextSize, .tinyFont, .thinText:
      .text
    case .brokenWord: .longWord
    // A List row's control takes the row's height (a Button in a row makes the whole row
    // tappable), and wrapping one changes the row: the control defects go outside lists.
    case .shrunkenControl, .stackedControls, .crowdedControls: .controlOutsideList
    case .pushedOffscreen: .drawing
    case .underStatusBar, .fullWidthButton, .crowdedWatchRow, .tvMargin, .tightTVGrid, .bottomOfMacWindow:
      .insertion
    }
  }

  /// The node a defect changes.
  public enum Target: Sendable {
    /// A text of at least three characters.
    case text
    /// A text with a word of at least eight letters and no `lineLimit`.
    case longWord
    /// A control a List or Form does not lay out as a row.
    case controlOutsideList
    /// A shape or picture (no text).
    case drawing
    /// None: content is added over the whole screen.
    case insertion
  }

  /// The device the defect is checked on, by its catalog name.
  public var device: String {
    switch self {
    case .crowdedWatchRow: "Apple Watch Series 10 46mm"
    case .tvMargin, .tightTVGrid: "Apple TV"
    case .bottomOfMacWindow: "Mac"
    default: "iPhone 16"
    }
  }
}
