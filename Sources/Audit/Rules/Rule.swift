/// One thing `check` looks for, named after XCUITest's audit type where one fits
/// (`XCUIAccessibilityAuditType.hitRegion`, `.textClipped`, `.dynamicType`), so a finding reads
/// the same in a UI test and here. docs/Check.md gives each rule's measure, source and limits.
public enum Rule: String, Sendable, Hashable, CaseIterable, Comparable {
  case hitRegion
  case textClipped
  case dynamicType
  case offscreen
  case outsideSafeArea
  case overlap
  case lineLength
  case windowBottom
  case collidingControls
  case targetSpacing
  case fullWidthButton
  case controlsInRow
  case tvSafeArea
  case tvGrid
  case midWordBreak
  case smallText
  case lightWeight

  /// The severity a rule has unless the command line changes it: errors for what a person
  /// cannot use or read at all (too small to tap, off the screen, under the hardware, covered),
  /// warnings for what is worse but still there.
  public var defaultSeverity: Severity {
    switch self {
    case .hitRegion, .offscreen, .outsideSafeArea, .overlap, .collidingControls: .error
    case .textClipped, .dynamicType, .lineLength, .windowBottom, .targetSpacing, .fullWidthButton,
      .controlsInRow, .tvSafeArea, .tvGrid, .midWordBreak, .smallText, .lightWeight:
      .warning
    }
  }

  /// One line on what the rule finds (SARIF's `shortDescription`).
  public var summary: String {
    switch self {
    case .hitRegion: "A control is smaller than the platform's minimum hit region."
    case .textClipped: "Text is truncated, cut by a frame or runs past its container or the screen."
    case .dynamicType:
      "Text does not follow Dynamic Type: a fixed font size, a fixed-height frame, or a size that stops growing."
    case .offscreen: "An element lies (partly) outside the screen or window, other than along a scroll view."
    case .outsideSafeArea:
      "Content (not a background) lies under the status bar, the notch or Dynamic Island, the home indicator or a rounded corner."
    case .overlap: "Text is covered by a sibling drawn over it."
    case .lineLength: "A line of text is longer than 80 characters, too long to read comfortably."
    case .windowBottom: "A control sits at the bottom of a Mac window, where a window moved down hides it."
    case .collidingControls: "Two controls' hit regions intersect, so a tap may land on the wrong one."
    case .targetSpacing:
      "Two controls are closer than the HIG's padding (12 pt around a bezel, 24 pt around a borderless control)."
    case .fullWidthButton: "A button spans the screen inside the system margins (iPhone, iPad)."
    case .controlsInRow:
      "More controls side by side than watchOS allows (three glyph buttons, or two with text)."
    case .tvSafeArea: "Content lies in Apple TV's 60-pt top and bottom or 80-pt side margin."
    case .tvGrid: "A grid on Apple TV has items wider or closer than the HIG's tvOS grid table."
    case .midWordBreak: "Text breaks a word across lines."
    case .smallText: "Text is smaller than the platform's minimum type size."
    case .lightWeight: "Small text uses an Ultralight, Thin or Light weight."
    }
  }

  /// What to do about a finding, and where the measure comes from (SARIF's `help`).
  public var help: String {
    switch self {
    case .hitRegion:
      "Give the control a frame of at least 44 x 44 pt (66 x 66 pt on Apple TV, 20 x 20 pt on a Mac), for example with padding or .frame(minWidth:minHeight:). Source: Apple HIG, Accessibility > Mobility (default control size); XCUITest audit type hitRegion; WCAG 2.2 2.5.8 asks for 24 x 24 CSS px at least."
    case .textClipped:
      "Let the text wrap (remove lineLimit, fixed widths or heights), or give it room. Source: XCUITest audit type textClipped; Compose UI Check (text truncation)."
    case .dynamicType:
      "Use a text style (.font(.body)) instead of a fixed size, a minHeight instead of a fixed height, and no dynamicTypeSize limit or minimumScaleFactor on text that must be read, so text grows with the person's text size. Source: Apple HIG, Typography (Supporting Dynamic Type); XCUITest audit type dynamicType."
    case .offscreen:
      "Let the content wrap or scroll: put it in a ScrollView along the axis it overflows, or give it less width. Source: Compose UI Check (bounds); Apple HIG, Layout."
    case .outsideSafeArea:
      "Keep content inside the safe area; only backgrounds should ignore it. Source: Apple HIG, Layout (safe areas)."
    case .overlap:
      "Move the sibling, or give the text its own space (no offset, no negative spacing). Source: Compose UI Check (overlap)."
    case .lineLength:
      "Limit the text's width (a readable width of about 70 characters), or break it into paragraphs. Source: WCAG 2.2 1.4.8 Visual Presentation (no more than 80 characters)."
    case .windowBottom:
      "Move the control up, into the window's content or its toolbar. Source: Apple HIG, Layout (macOS): avoid placing controls or critical information at the bottom of a window."
    case .collidingControls:
      "Move the controls apart (no offset or negative spacing that makes their frames meet). Source: Apple HIG, Accessibility > Mobility (spacing between controls)."
    case .targetSpacing:
      "Give the controls more spacing: about 12 pt around a bordered control, 24 pt around a borderless one's visible edges. Source: Apple HIG, Accessibility > Mobility."
    case .fullWidthButton:
      "Inset the button from the screen's edges by the system margins (padding of 16 pt, 20 pt in a regular width). Source: Apple HIG, Layout (iOS): avoid full-width buttons."
    case .controlsInRow:
      "Show at most three glyph buttons, or two buttons with text, in a row; stack the others. Source: Apple HIG, Layout (watchOS)."
    case .tvSafeArea:
      "Inset primary content 60 pt from the top and bottom and 80 pt from the sides. Source: Apple HIG, Layout (tvOS): adhere to the screen's safe area."
    case .tvGrid:
      "Use the tvOS grid's item width for the column count and 40 pt between columns, 100 pt between rows. Source: Apple HIG, Layout (tvOS, Grids)."
    case .midWordBreak:
      "Give the text more width, let a long word shrink or hyphenate, or stack the row at large sizes so words stay whole. Source: Apple HIG, Typography (Supporting Dynamic Type)."
    case .smallText:
      "Use a text style, or a custom size of at least 11 pt (10 pt on macOS, 23 pt on tvOS, 12 pt on watchOS), and no minimumScaleFactor that shrinks text below it. Source: Apple HIG, Accessibility > Vision and Typography."
    case .lightWeight:
      "Use a Regular or heavier weight for text below the default size (17 pt on iOS). Source: Apple HIG, Typography (Ensuring legibility)."
    }
  }

  public static func < (lhs: Rule, rhs: Rule) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
