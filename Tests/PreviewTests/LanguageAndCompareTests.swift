import LayoutEngine
import Testing
import Wireframe

@testable import Preview

@Suite("Language cycle and compare mode")
struct LanguageAndCompareTests {
  func compose(_ state: PreviewState) -> Canvas {
    ScreenComposer.compose(state, environment: Fixtures.environment, glyphs: .unicode)
  }

  /// The fixture session with the shown layout's app strings in `codes` (a Swift preview's
  /// String Catalog's languages).
  func state(translatedInto codes: Set<String>) -> PreviewState {
    var state = Fixtures.state()
    state.layouts[0].document?.languages = codes
    return state
  }

  /// The languages `g` shows from English until it is back.
  func cycle(_ state: PreviewState) -> [Language] {
    var state = state.after(.nextLanguage)
    var seen = [state.language]
    while state.language != .english, seen.count < 10 {
      state = state.after(.nextLanguage)
      seen.append(state.language)
    }
    return seen
  }

  @Test("g cycles English, RTL pseudo, Arabic, Hebrew, double length; direction follows")
  func languageCycle() {
    var state = state(translatedInto: ["en", "ar", "he"])
    var seen: [(Language, LayoutDirection)] = []
    for _ in 0..<5 {
      state = state.after(.nextLanguage)
      seen.append((state.language, state.direction))
    }
    #expect(seen.map(\.0) == [.rightToLeftPseudo, .arabic, .hebrew, .doubleLength, .english])
    #expect(seen.map(\.1) == [.rightToLeft, .rightToLeft, .rightToLeft, .leftToRight, .leftToRight])
    #expect(
      self.state(translatedInto: ["en", "ar", "he"]).after(.nextLanguage, .nextLanguage).notice
        == "Language: Arabic, right to left")
  }

  @Test("g offers only the languages the shown layout's strings are translated into, and the pseudolanguages")
  func languagesOffered() {
    // No translations: Arabic and Hebrew would be English right to left, as RTL pseudo is.
    #expect(cycle(Fixtures.state()) == [.rightToLeftPseudo, .doubleLength, .english])
    // An app whose String Catalog has Hebrew only.
    #expect(
      cycle(state(translatedInto: ["en", "he"])) == [.rightToLeftPseudo, .hebrew, .doubleLength, .english])
    // A layout file's own translations, in its tree.
    var file = Fixtures.state()
    var body = Fixtures.signInBody
    body.children[0].translations = ["en": "Sign in", "ar": "تسجيل الدخول"]
    file.layouts[0].document = Fixtures.document("Layouts/sign-in.yaml", body: body)
    #expect(cycle(file) == [.rightToLeftPseudo, .arabic, .doubleLength, .english])
    // A language set another way (`:language he`) steps on from its place in the cycle.
    var other = Fixtures.state()
    other.language = .hebrew
    #expect(other.after(.nextLanguage).language == .doubleLength)
  }

  @Test("m still flips the direction on its own, keeping the language")
  func mirrorKeepsLanguage() {
    let state = state(translatedInto: ["ar"]).after(.nextLanguage, .nextLanguage, .toggleDirection)
    #expect(state.language == .arabic)
    #expect(state.direction == .leftToRight)
    #expect(state.context.language == .arabic)
  }

  @Test("the status line names the language and the double-length strings reach the layout")
  func statusAndLayout() {
    let state = state(translatedInto: ["ar", "he"]).after(
      .nextLanguage, .nextLanguage, .nextLanguage, .nextLanguage)
    #expect(state.language == .doubleLength)
    #expect(compose(state).lines[38].contains("· LTR · double-length pseudolanguage · 100%"))
    #expect(state.layoutResult?.node(withID: "title")?.text?.lines.first?.text == "Sign in Sign in")
  }

  @Test("v steps LTR|RTL, portrait|landscape, devices, text sizes, then one pane")
  func compareCycle() {
    var state = Fixtures.state()
    var modes: [CompareMode?] = []
    for _ in 0..<5 {
      state = state.after(.nextCompareMode)
      modes.append(state.compare)
    }
    #expect(modes == [.direction, .orientation, .device, .typeSize, nil])
    #expect(Fixtures.state().after(.nextCompareMode).notice == "Compare: LTR | RTL")
  }

  @Test("each compare mode's two panes differ only in their variant")
  func variants() {
    let state = Fixtures.state()
    let next = state.nextDevice(in: Fixtures.devices)
    let direction = state.compareVariants(.direction, next: next)
    #expect(direction.map(\.label) == ["LTR", "RTL"])
    #expect(direction.map(\.state.direction) == [.leftToRight, .rightToLeft])
    let orientation = state.compareVariants(.orientation, next: next)
    #expect(orientation.map(\.state.screen.orientation) == [.portrait, .landscapeLeft])
    let devices = state.compareVariants(.device, next: next)
    #expect(devices[0].state.device.name == "iPhone 17 Pro")
    #expect(devices[1].state.device == next)
    #expect(devices[1].label == next?.name)
    let sizes = state.compareVariants(.typeSize, next: next)
    #expect(sizes.map(\.label) == ["xSmall", "AX5"])
    #expect(sizes.map(\.state.typeSize) == [.xSmall, .accessibility5])
  }

  @Test("zoomed, the RTL pane looks at the mirrored point of the LTR pane")
  func zoomedCompare() {
    var state = Fixtures.state()
    state.zoom = 1.5
    state.center = Point(x: 100, y: 300)
    let panes = state.compareVariants(.direction, next: nil)
    #expect(panes[0].state.center == Point(x: 100, y: 300))
    #expect(panes[1].state.center == Point(x: 302, y: 300))
  }

  @Test("compare mode draws two labelled panes with a line between them")
  func twoPanes() {
    let state = Fixtures.state(columns: 121, rows: 40).after(.nextCompareMode)
    let canvas = compose(state)
    let top = canvas.lines[0]
    #expect(top.contains("LTR"))
    #expect(top.contains("RTL"))
    #expect(top.firstRange(of: "LTR")!.lowerBound < top.firstRange(of: "RTL")!.lowerBound)
    for row in 0..<38 { #expect(canvas[60, row].character == "│") }
    #expect(canvas.lines[38].contains("compare LTR | RTL"))
  }

  @Test("switching the layout or the device in compare mode changes both panes")
  func sharedState() {
    let state = Fixtures.state(columns: 121, rows: 40).after(.nextCompareMode, .nextCompareMode, .nextDevice)
    let variants = state.compareVariants(.orientation, next: nil)
    #expect(variants.allSatisfy { $0.state.device == state.device })
    #expect(state.device.name != "iPhone 17 Pro")
    let moved = state.after(.nextLayout)
    #expect(moved.compareVariants(.orientation, next: nil).allSatisfy { $0.state.layoutIndex == 1 })
  }

  @Test("a click in compare mode explains itself instead of selecting in the wrong pane")
  func clickInCompare() {
    let state = Fixtures.state().after(.nextCompareMode, .click(column: 10, row: 10))
    #expect(state.selection == nil)
    #expect(state.notice?.hasPrefix("Clicks select in one pane") == true)
  }
}
