import LayoutEngine
import LayoutMapping
import Testing

@testable import LayoutFile

/// Each modifier parses to the right `Modifier`, and modifiers keep the file's order.
@Suite struct ModifierTests {
  static let cases: [(String, [Modifier])] = [
    ("padding: 8", [.padding(EdgeInsets(all: 8))]),
    ("padding: true", [.padding(EdgeInsets(all: 16))]),
    (
      "padding: {horizontal: 20, top: 4, vertical: 10}",
      [.padding(EdgeInsets(top: 4, leading: 20, bottom: 10, trailing: 20))]
    ),
    ("padding: {leading: true}", [.padding(EdgeInsets(leading: 16))]),
    ("frame: {width: 40, height: 30}", [.frame(FrameSpec(width: 40, height: 30))]),
    (
      "frame: {minWidth: 10, idealWidth: 20, maxWidth: infinity, minHeight: 1, idealHeight: 2, "
        + "maxHeight: 3, alignment: topLeading}",
      [
        .frame(
          FrameSpec(
            minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 1, idealHeight: 2,
            maxHeight: 3, alignment: .topLeading))
      ]
    ),
    ("fixedSize: true", [.fixedSize(horizontal: true, vertical: true)]),
    ("fixedSize: {vertical: true}", [.fixedSize(horizontal: false, vertical: true)]),
    ("layoutPriority: 1", [.layoutPriority(1)]),
    ("layoutPriority: -1", [.layoutPriority(-1)]),
    ("offset: {x: -4, y: 2.5}", [.offset(x: -4, y: 2.5)]),
    ("hidden: true", [.hidden]),
    ("hidden: false", []),
    ("aspectRatio: 1.5", [.aspectRatio(1.5, contentMode: .fit)]),
    ("aspectRatio: fill", [.aspectRatio(nil, contentMode: .fill)]),
    ("aspectRatio: {ratio: 2, contentMode: fill}", [.aspectRatio(2, contentMode: .fill)]),
    ("font: headline", [.font(Font(style: .headline))]),
    (
      "font: {style: title, weight: bold, size: 30}",
      [.font(Font(style: .title, weight: .bold, fixedSize: 30))]
    ),
    ("fontWeight: semibold", [.fontWeight(.semibold)]),
    ("font: caption\nfontWeight: heavy", [.font(Font(style: .caption)), .fontWeight(.heavy)]),
    ("fontWeight: heavy\nfont: caption", [.fontWeight(.heavy), .font(Font(style: .caption))]),
    ("lineLimit: 2", [.lineLimit(2)]),
    ("lineLimit: none", [.lineLimit(nil)]),
    ("lineLimit: null", [.lineLimit(nil)]),
    ("multilineTextAlignment: center", [.multilineTextAlignment(.center)]),
    ("ignoresSafeArea: true", [.ignoresSafeArea(.all)]),
    ("ignoresSafeArea: bottom", [.ignoresSafeArea(.bottom)]),
    ("ignoresSafeArea: [top, horizontal]", [.ignoresSafeArea([.top, .leading, .trailing])]),
  ]

  @Test(arguments: cases) func modifierParses(yaml: String, expected: [Modifier]) throws {
    #expect(try body("Text: x\n" + yaml).modifiers == expected)
  }

  @Test func backgroundAndOverlayTakeAColourOrANode() throws {
    let node = try body(
      """
      Text: x
      background: blue
      overlay:
        alignment: topTrailing
        content:
          Image: {systemName: star}
      """)
    #expect(
      node.modifiers == [
        .background(ViewNode(.color("blue"), source: at(3, 15)), alignment: .center),
        .overlay(
          ViewNode(.image(.symbol("star"), resizable: false), source: at(7, 7)), alignment: .topTrailing),
      ])
    let other = try body("Text: x\nbackground:\n  Color: red\n  padding: 2")
    #expect(
      other.modifiers == [
        .background(
          ViewNode(.color("red"), modifiers: [.padding(EdgeInsets(all: 2))], source: at(4, 5)),
          alignment: .center)
      ])
  }

  @Test func modifiersKeepTheFileOrder() throws {
    let paddingFirst = try body("Text: x\npadding: 8\nframe: {width: 100}")
    let frameFirst = try body("Text: x\nframe: {width: 100}\npadding: 8")
    #expect(paddingFirst.modifiers == [.padding(EdgeInsets(all: 8)), .frame(FrameSpec(width: 100))])
    #expect(frameFirst.modifiers == [.frame(FrameSpec(width: 100)), .padding(EdgeInsets(all: 8))])
  }

  @Test func aModifiersListRepeatsModifiersInOrder() throws {
    let node = try body(
      "Text: x\npadding: 1\nmodifiers:\n  - padding: 8\n  - background: blue\n  - padding: 4\nhidden: true")
    #expect(node.modifiers.count == 5)
    #expect(node.modifiers[0] == .padding(EdgeInsets(all: 1)))
    #expect(node.modifiers[1] == .padding(EdgeInsets(all: 8)))
    #expect(node.modifiers[3] == .padding(EdgeInsets(all: 4)))
    #expect(node.modifiers[4] == .hidden)
  }

  @Test func idIsRecorded() throws {
    #expect(try body("Text: x\nid: greeting").id == "greeting")
  }
}
