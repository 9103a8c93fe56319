import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

@Suite("Strings per language and right-to-left modifiers in layout files")
struct LocalizedStringTests {
  @Test("Text given per language keeps English in the element and the rest as translations")
  func text() throws {
    let node = try body("Text: { en: Settings, ar: الإعدادات, he: הגדרות }")
    #expect(node.element == .text("Settings"))
    #expect(node.translations == ["en": "Settings", "ar": "الإعدادات", "he": "הגדרות"])
  }

  @Test("a Button's title and a field's placeholder translate inside the argument mapping")
  func arguments() throws {
    let button = try body(
      """
      Button:
        title: { en: Send, he: שליחה }
        style: prominent
      """)
    #expect(button.element == .button(title: "Send", style: .prominent, controlSize: .regular))
    #expect(button.translations["he"] == "שליחה")
    let field = try body("TextField: { placeholder: { en: Phone, ar: رقم الهاتف }, text: '+1 555' }")
    #expect(field.element == .textField(placeholder: "Phone", text: "+1 555"))
    #expect(field.translations["ar"] == "رقم الهاتف")
  }

  @Test("without en, the first string is the one English shows")
  func noEnglish() throws {
    let node = try body("Text: { he: שלום, ar: مرحبا }")
    #expect(node.element == .text("שלום"))
  }

  @Test("an unknown language code is an error at its file:line:column, with a suggestion")
  func unknownCode() {
    let error = diagnostic(
      """
      body:
        Text:
          en: Settings
          ae: الإعدادات
      """)
    #expect(error?.location == at(4, 5))
    #expect(error?.message == "unknown language code 'ae'; strings can be given in 'en', 'ar', 'he'")
    #expect(error?.suggestion == "ar")
    let french = diagnostic("body:\n  Text: { fr: Bonjour }")
    #expect(french?.location == at(2, 11))
  }

  @Test("a translation that is not text is an error at the value")
  func badValue() {
    let error = diagnostic("body:\n  Text: { en: Hi, he: [a, b] }")
    #expect(error?.location == at(2, 23))
    #expect(error?.message.hasPrefix("expected text for 'he'") == true)
  }

  @Test("environment: {layoutDirection: ltr} and flipsForRightToLeft become modifiers")
  func modifiers() throws {
    let node = try body(
      """
      HStack:
        environment: { layoutDirection: ltr }
        content:
          - Image: { systemName: bolt }
            flipsForRightToLeft: true
      """)
    #expect(node.modifiers == [.layoutDirection(.leftToRight)])
    #expect(node.children[0].modifiers == [.flipsForRightToLeft(true)])
  }

  @Test("a bad layout direction or environment key is reported where it is written")
  func badEnvironment() {
    let value = diagnostic("body:\n  Text: Hi\n  environment: { layoutDirection: sideways }")
    #expect(value?.location == at(3, 35))
    let key = diagnostic("body:\n  Text: Hi\n  environment: { colourScheme: dark }")
    #expect(key?.location == at(3, 18))
    #expect(key?.suggestion == "colorScheme")
  }
}

/// The mirror property on every sample: in RTL each node sits at its LTR offset reflected within
/// its parent, except the children of a subtree kept left to right.
@Suite("Mirror property of the samples")
struct SampleMirrorTests {
  static var files: [String] {
    (try? FileManagerList.yamlFiles(in: SampleLayoutTests.directory)) ?? []
  }

  @Test("every sample mirrors node by node", arguments: files)
  func mirrors(file: String) throws {
    let document = try LayoutFileParser.load(path: file)
    // A portrait phone with no horizontal safe area: the root is centred the same in both.
    let size = Size(width: 402, height: 874)
    let ltr = LayoutEngine.layout(document.body, in: LayoutContext(containerSize: size))
    let rtl = LayoutEngine.layout(
      document.body, in: LayoutContext(containerSize: size, layoutDirection: .rightToLeft))
    #expect(ltr.nodes.count == rtl.nodes.count)
    var checked = 0
    for index in rtl.nodes.indices {
      let node = rtl.nodes[index]
      guard let parent = node.parent else {
        #expect(abs(node.frame.minX - (402 - ltr.nodes[index].frame.maxX)) < 1e-6)
        continue
      }
      // Exempt: a node whose parent keeps left to right is placed left to right.
      guard rtl.nodes[parent].layoutDirection == .rightToLeft else { continue }
      // Exempt: a node the layout does not place (an unchosen ViewThatFits candidate, a collapsed
      // split-view column) is hidden with an empty frame at the origin: nothing to mirror.
      if node.isHidden && node.frame == .zero && ltr.nodes[index].frame == .zero { continue }
      let ltrOffset = ltr.nodes[index].frame.minX - ltr.nodes[parent].frame.minX
      let rtlOffset = rtl.nodes[parent].frame.maxX - node.frame.maxX
      #expect(abs(ltrOffset - rtlOffset) < 1e-6, "\(rtl.path(of: index)) in \(file)")
      #expect(node.frame.minY == ltr.nodes[index].frame.minY)
      #expect(node.frame.size == ltr.nodes[index].frame.size)
      checked += 1
    }
    #expect(checked > 5)
  }

  @Test("the order-status sample keeps its playback row and phone field left to right")
  func exemptions() throws {
    let document = try LayoutFileParser.load(path: SampleLayoutTests.directory + "/order-status.yaml")
    let rtl = LayoutEngine.layout(
      document.body,
      in: LayoutContext(containerSize: Size(width: 402, height: 874), layoutDirection: .rightToLeft))
    let rewind = rtl.node(withID: "rewind")!.frame
    let forward = rtl.node(withID: "fast-forward")!.frame
    #expect(rewind.maxX < forward.minX)
    #expect(rtl.node(withID: "phone")?.layoutDirection == .leftToRight)
    #expect(rtl.node(withID: "step-1")!.frame.minX > rtl.node(withID: "step-3")!.frame.minX)
  }
}
