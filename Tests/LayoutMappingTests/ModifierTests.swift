import LayoutEngine
import Testing

/// Modifiers as a layout file and as SwiftUI write them read to the same engine modifiers, in the
/// chain's order: each case states its expectation once and both readers must meet it. What one
/// syntax alone can spell (a layout file's `padding: {horizontal: 20, top: 4}` overrides, its
/// `false` for no modifier; Swift's half-open line ranges) is tested with its reader.
@Suite("Modifiers in both syntaxes")
struct ModifierTests {
  /// A modifier as a layout file's keys under `Text: x` and as SwiftUI's chain after `Text("x")`,
  /// and the modifiers both give.
  typealias Case = Spelling<[Modifier]>

  static let layout: [Case] = [
    Case(yaml: "padding: 8", swift: ".padding(8)", expected: [.padding(EdgeInsets(all: 8))]),
    Case(yaml: "padding: true", swift: ".padding()", expected: [.padding(EdgeInsets(all: 16))]),
    Case(
      yaml: "padding: {leading: true}", swift: ".padding(.leading)",
      expected: [.padding(EdgeInsets(leading: 16))]),
    Case(
      yaml: "padding: {horizontal: 12}", swift: ".padding(.horizontal, 12)",
      expected: [.padding(EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12))]),
    Case(
      yaml: "padding: {top: 4, leading: 20, bottom: 10, trailing: 20}",
      swift: ".padding(EdgeInsets(top: 4, leading: 20, bottom: 10, trailing: 20))",
      expected: [.padding(EdgeInsets(top: 4, leading: 20, bottom: 10, trailing: 20))]),
    Case(
      yaml: "frame: {width: 40, height: 30}", swift: ".frame(width: 40, height: 30)",
      expected: [.frame(FrameSpec(width: 40, height: 30))]),
    Case(
      yaml: "frame: {maxWidth: infinity, alignment: leading}",
      swift: ".frame(maxWidth: .infinity, alignment: .leading)",
      expected: [.frame(FrameSpec(maxWidth: .infinity, alignment: .leading))]),
    Case(
      yaml:
        "frame: {minWidth: 10, idealWidth: 20, maxWidth: infinity, minHeight: 1, idealHeight: 2, maxHeight: 3, alignment: topLeading}",
      swift:
        ".frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 1, idealHeight: 2, maxHeight: 3, alignment: .topLeading)",
      expected: [
        .frame(
          FrameSpec(
            minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 1, idealHeight: 2, maxHeight: 3,
            alignment: .topLeading))
      ]),
    Case(
      yaml: "fixedSize: true", swift: ".fixedSize()", expected: [.fixedSize(horizontal: true, vertical: true)]
    ),
    Case(
      yaml: "fixedSize: {vertical: true}", swift: ".fixedSize(horizontal: false, vertical: true)",
      expected: [.fixedSize(horizontal: false, vertical: true)]),
    Case(yaml: "layoutPriority: 1", swift: ".layoutPriority(1)", expected: [.layoutPriority(1)]),
    Case(yaml: "layoutPriority: -1", swift: ".layoutPriority(-1)", expected: [.layoutPriority(-1)]),
    Case(
      yaml: "offset: {x: -4, y: 2.5}", swift: ".offset(x: -4, y: 2.5)", expected: [.offset(x: -4, y: 2.5)]),
    Case(yaml: "hidden: true", swift: ".hidden()", expected: [.hidden]),
    Case(
      yaml: "aspectRatio: 1.5", swift: ".aspectRatio(1.5, contentMode: .fit)",
      expected: [.aspectRatio(1.5, contentMode: .fit)]),
    Case(
      yaml: "aspectRatio: fill", swift: ".aspectRatio(contentMode: .fill)",
      expected: [.aspectRatio(nil, contentMode: .fill)]),
    Case(
      yaml: "aspectRatio: {ratio: 2, contentMode: fill}", swift: ".aspectRatio(2, contentMode: .fill)",
      expected: [.aspectRatio(2, contentMode: .fill)]),
    Case(yaml: "ignoresSafeArea: true", swift: ".ignoresSafeArea()", expected: [.ignoresSafeArea(.all)]),
    Case(
      yaml: "ignoresSafeArea: bottom", swift: ".ignoresSafeArea(edges: .bottom)",
      expected: [.ignoresSafeArea(.bottom)]),
    Case(
      yaml: "ignoresSafeArea: [top, horizontal]", swift: ".ignoresSafeArea(edges: [.top, .horizontal])",
      expected: [.ignoresSafeArea([.top, .leading, .trailing])]),
    Case(
      yaml: "environment: {layoutDirection: rtl}", swift: ".environment(\\.layoutDirection, .rightToLeft)",
      expected: [.layoutDirection(.rightToLeft)]),
    Case(
      yaml: "safeAreaPadding: {horizontal: 20}", swift: ".safeAreaPadding(.horizontal, 20)",
      expected: [.safeAreaPadding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))]),
    Case(
      yaml: "position: {x: 40, y: 20}", swift: ".position(x: 40, y: 20)", expected: [.position(x: 40, y: 20)]),
    Case(yaml: "zIndex: 1", swift: ".zIndex(1)", expected: [.zIndex(1)]),
    Case(yaml: "imageScale: large", swift: ".imageScale(.large)", expected: [.imageScale(.large)]),
    Case(yaml: "kerning: 2", swift: ".kerning(2)", expected: [.tracking(2)]),
    Case(yaml: "tracking: -1", swift: ".tracking(-1)", expected: [.tracking(-1)]),
    Case(
      yaml: "listRowInsets: {top: 0, leading: 40, bottom: 0, trailing: 8}",
      swift: ".listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 8))",
      expected: [.listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 8))]),
    Case(
      yaml: "listRowSeparator: {visibility: hidden, edges: bottom}",
      swift: ".listRowSeparator(.hidden, edges: .bottom)",
      expected: [.listRowSeparatorHidden(.bottom)]),
    Case(
      yaml: "listRowSeparator: hidden", swift: ".listRowSeparator(.hidden)",
      expected: [.listRowSeparatorHidden(.vertical)]),
    // The file's order is the chain's.
    Case(
      yaml: "padding: 8\nframe: {width: 100}", swift: ".padding(8).frame(width: 100)",
      expected: [.padding(EdgeInsets(all: 8)), .frame(FrameSpec(width: 100))]),
    Case(
      yaml: "frame: {width: 100}\npadding: 8", swift: ".frame(width: 100).padding(8)",
      expected: [.frame(FrameSpec(width: 100)), .padding(EdgeInsets(all: 8))]),
  ]

  static let text: [Case] = [
    Case(yaml: "font: headline", swift: ".font(.headline)", expected: [.font(Font(style: .headline))]),
    Case(
      yaml: "font: '.system(size: 20)'", swift: ".font(.system(size: 20))",
      expected: [.font(Font(style: .body, fixedSize: 20))]),
    Case(yaml: "fontWeight: semibold", swift: ".fontWeight(.semibold)", expected: [.fontWeight(.semibold)]),
    Case(
      yaml: "font: caption\nfontWeight: heavy", swift: ".font(.caption).fontWeight(.heavy)",
      expected: [.font(Font(style: .caption)), .fontWeight(.heavy)]),
    Case(
      yaml: "fontWeight: heavy\nfont: caption", swift: ".fontWeight(.heavy).font(.caption)",
      expected: [.fontWeight(.heavy), .font(Font(style: .caption))]),
    Case(yaml: "bold: true", swift: ".bold()", expected: [.fontWeight(.bold)]),
    Case(yaml: "italic: true", swift: ".italic()", expected: [.italic]),
    Case(yaml: "monospaced: true", swift: ".monospaced()", expected: [.fontDesign(.monospaced)]),
    Case(yaml: "monospacedDigit: true", swift: ".monospacedDigit()", expected: [.monospacedDigit]),
    Case(yaml: "fontDesign: .rounded", swift: ".fontDesign(.rounded)", expected: [.fontDesign(.rounded)]),
    Case(yaml: "lineLimit: 2", swift: ".lineLimit(2)", expected: [.lineLimit(2)]),
    Case(yaml: "lineLimit: none", swift: ".lineLimit(nil)", expected: [.lineLimit(nil)]),
    Case(yaml: "lineLimit: 2...3", swift: ".lineLimit(2...3)", expected: [.lineLimit(3), .reservedLines(2)]),
    Case(yaml: "lineLimit: 2...", swift: ".lineLimit(2...)", expected: [.lineLimit(nil), .reservedLines(2)]),
    Case(yaml: "lineLimit: ...3", swift: ".lineLimit(...3)", expected: [.lineLimit(3)]),
    Case(
      yaml: "lineLimit: {limit: 3, reservesSpace: true}", swift: ".lineLimit(3, reservesSpace: true)",
      expected: [.lineLimit(3), .reservedLines(3)]),
    Case(
      yaml: "lineLimit: {limit: 3, reservesSpace: false}", swift: ".lineLimit(3, reservesSpace: false)",
      expected: [.lineLimit(3)]),
    Case(yaml: "lineSpacing: 6", swift: ".lineSpacing(6)", expected: [.lineSpacing(6)]),
    Case(
      yaml: "minimumScaleFactor: 0.5", swift: ".minimumScaleFactor(0.5)", expected: [.minimumScaleFactor(0.5)]
    ),
    Case(
      yaml: "truncationMode: .middle", swift: ".truncationMode(.middle)", expected: [.truncationMode(.middle)]
    ),
    Case(yaml: "truncationMode: head", swift: ".truncationMode(.head)", expected: [.truncationMode(.head)]),
    Case(yaml: "textCase: .uppercase", swift: ".textCase(.uppercase)", expected: [.textCase(.uppercase)]),
    Case(yaml: "textCase: none", swift: ".textCase(nil)", expected: [.textCase(nil)]),
    Case(
      yaml: "multilineTextAlignment: center", swift: ".multilineTextAlignment(.center)",
      expected: [.multilineTextAlignment(.center)]),
    Case(
      yaml: "dynamicTypeSize: ...xxxLarge", swift: ".dynamicTypeSize(...DynamicTypeSize.xxxLarge)",
      expected: [.dynamicTypeSize(.xSmall ... .xxxLarge)]),
    Case(
      yaml: "dynamicTypeSize: .large ... .accessibility2",
      swift: ".dynamicTypeSize(.large ... .accessibility2)",
      expected: [.dynamicTypeSize(.large ... .accessibility2)]),
    Case(
      yaml: "dynamicTypeSize: .small ... .xxxLarge", swift: ".dynamicTypeSize(.small ... .xxxLarge)",
      expected: [.dynamicTypeSize(.small ... .xxxLarge)]),
    Case(
      yaml: "dynamicTypeSize: ..<AX1", swift: ".dynamicTypeSize(..<DynamicTypeSize.accessibility1)",
      expected: [.dynamicTypeSize(.xSmall ... .xxxLarge)]),
    Case(
      yaml: "dynamicTypeSize: .large", swift: ".dynamicTypeSize(.large)",
      expected: [.dynamicTypeSize(.large ... .large)]),
    Case(
      yaml: "environment: {dynamicTypeSize: AX1}", swift: ".environment(\\.dynamicTypeSize, .accessibility1)",
      expected: [.dynamicTypeSize(.accessibility1 ... .accessibility1)]),
  ]

  @Test("layout modifiers read the same from a layout file and from Swift", arguments: layout)
  func layoutModifier(_ spelling: Case) throws {
    try expectSame(spelling)
  }

  @Test("text modifiers read the same from a layout file and from Swift", arguments: text)
  func textModifier(_ spelling: Case) throws {
    try expectSame(spelling)
  }

  private func expectSame(_ spelling: Case) throws {
    let both = try bothSyntaxes(yaml: "Text: x\n" + spelling.yaml, swift: "Text(\"x\")" + spelling.swift)
    #expect(both.swift.warnings.map(\.description) == [])
    for body in both.bodies { #expect(body.modifiers == spelling.expected) }
  }

  @Test("a background or overlay takes a colour or a view, and an id is the view's")
  func backgroundOverlayAndID() throws {
    let both = try bothSyntaxes(
      yaml: """
        Text: x
        background: blue
        overlay:
          alignment: topTrailing
          content:
            Image: {systemName: star}
        id: greeting
        """,
      swift: """
        Text("x")
          .background(Color.blue)
          .overlay(alignment: .topTrailing) { Image(systemName: "star") }
          .id("greeting")
        """)
    #expect(both.swift.warnings.map(\.description) == [])
    for body in both.bodies {
      #expect(body.id == "greeting")
      guard case .background(let colour, .center) = body.modifiers.first,
        case .overlay(let symbol, .topTrailing) = body.modifiers.last, body.modifiers.count == 2
      else {
        Issue.record("expected a background and an overlay: \(body.modifiers)")
        continue
      }
      #expect(colour.element == .color("blue"))
      #expect(symbol.element == .image(.symbol("star"), resizable: false))
    }
    #expect(outline(both.swift.body) == outline(both.yaml.body))
    // A colour written as a scalar is a node at the scalar.
    guard case .background(let colour, _)? = both.yaml.body.modifiers.first else { return }
    #expect(colour.source?.description == "test.yaml:3:15")
  }

  @Test("safeAreaInset's content is a view at its edge, from a mapping or a trailing closure")
  func safeAreaInset() throws {
    let both = try bothSyntaxes(
      yaml: """
        ScrollView:
          content: [{Text: A}]
          safeAreaInset:
            edge: bottom
            alignment: leading
            spacing: 4
            content: {Text: Total}
        """,
      swift: """
        ScrollView { Text("A") }
          .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 4) {
            Text("Total")
          }
        """)
    #expect(both.swift.warnings.map(\.description) == [])
    for body in both.bodies {
      guard case .safeAreaInset(let content, .bottom, let alignment, 4) = body.modifiers.first,
        body.modifiers.count == 1
      else {
        Issue.record("expected one safeAreaInset at the bottom, 4 pt apart: \(body.modifiers)")
        continue
      }
      #expect(content.element == .text("Total"))
      #expect(alignment.horizontal == .leading)
    }
    #expect(outline(both.swift.body) == outline(both.yaml.body))
  }

  @Test("accepted modifiers are kept, not drawn, from both")
  func accepted() throws {
    let both = try bothSyntaxes(
      yaml: "Text: x\nforegroundStyle: secondary\nshadow: {radius: 4}",
      swift: "Text(\"x\").foregroundStyle(.secondary).shadow(radius: 4)")
    #expect(both.swift.warnings.map(\.description) == [])
    for body in both.bodies { #expect(body.modifiers.map(\.kind) == [.accepted, .accepted]) }
  }
}
