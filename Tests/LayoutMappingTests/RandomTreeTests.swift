import LayoutEngine
import TestSupport
import Testing

/// Random view trees written in both syntaxes read to the same tree and frames: a seeded
/// generator makes each tree, `RandomTree` prints it as a layout file and as a SwiftUI view.
///
/// The trees mix stacks, lazy grids (fixed, flexible and adaptive `GridItem`s), text, symbols,
/// spacers and dividers with modifiers (padding by edge and by `EdgeInsets`, frames, fixed sizes,
/// priorities, offsets, fonts, text modifiers, backgrounds) and type-size variants (SwiftUI's
/// `if typeSize.isAccessibilitySize { … } else { … }`). Each is laid out on a phone at Large, at
/// AX5 (where the variants change the tree) and right to left.
@Suite("Random trees in both syntaxes")
struct RandomTreeTests {
  /// How many trees: each seed is one.
  static let seeds: Range<UInt64> = 0..<200

  @Test("each seed's tree reads the same from YAML and from Swift", arguments: seeds)
  func sameTree(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let tree = RandomTree.make(&random, depth: 0)
    let yaml = try yamlBody("body:\n" + tree.yaml(indent: 1))
    let swift = try swiftPreview(tree.swiftFile)
    #expect(swift.warnings.map(\.description) == [], "seed \(seed):\n\(tree.swiftFile)")
    #expect(outline(swift.body) == outline(yaml), "seed \(seed):\n\(tree.swiftFile)")
    var largest = phoneScreen
    largest.dynamicTypeSize = .accessibility5
    var mirrored = phoneScreen
    mirrored.layoutDirection = .rightToLeft
    for context in [phoneScreen, largest, mirrored] {
      #expect(frames(swift.body, in: context) == frames(yaml, in: context), "seed \(seed)")
    }
  }

  @Test("the generator reaches every kind of view, modifier and variant in the seeds tested")
  func coverage() {
    var kinds: Set<String> = []
    var modifiers: Set<String> = []
    var variants = 0
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed)
      RandomTree.make(&random, depth: 0).visit { tree in
        kinds.insert(tree.kind.name)
        modifiers.formUnion(tree.modifiers.map(\.key))
        if tree.variant != nil { variants += 1 }
      }
    }
    #expect(kinds == Set(RandomTree.Kind.names))
    #expect(modifiers == Set(RandomTree.modifierKeys))
    #expect(variants >= 20)
  }
}

/// A view of a small vocabulary with a few modifiers and perhaps a type-size variant, printable
/// in both syntaxes.
struct RandomTree {
  enum Kind {
    case vStack(alignment: String, spacing: Int?)
    case hStack(alignment: String, spacing: Int?)
    case zStack
    /// A `LazyVGrid` (`rows` false) or `LazyHGrid` of `items`, `(yaml, swift)` each.
    case grid(rows: Bool, items: [(String, String)], alignment: String, spacing: Int?)
    case text(String)
    case image(String)
    case spacer
    case divider

    static let names = [
      "VStack", "HStack", "ZStack", "LazyVGrid", "LazyHGrid", "Text", "Image", "Spacer", "Divider",
    ]

    var name: String {
      switch self {
      case .vStack: "VStack"
      case .hStack: "HStack"
      case .zStack: "ZStack"
      case .grid(let rows, _, _, _): rows ? "LazyHGrid" : "LazyVGrid"
      case .text: "Text"
      case .image: "Image"
      case .spacer: "Spacer"
      case .divider: "Divider"
      }
    }
  }

  /// A modifier as a layout file's key and value and as SwiftUI's call.
  struct Modifier {
    var key: String
    var yaml: String
    var swift: String
  }

  var kind: Kind
  var children: [RandomTree] = []
  var modifiers: [Modifier] = []
  /// The stack the view becomes below the accessibility sizes: the `else` branch of
  /// `if typeSize.isAccessibilitySize`, a layout file's variant `if: {typeSize: ...xxxLarge}`.
  var variant: Kind?

  static let words = ["Inbox", "Lunch on Friday?", "Settings", "A much longer line of text that wraps", "42"]
  static let symbols = ["star", "tray", "gear", "person.crop.circle", "chevron.forward"]
  /// Fonts as a layout file and as SwiftUI write them, among them the custom and designed ones
  /// the readers used to disagree on.
  static let fonts: [(String, String)] = [
    ("headline", ".headline"), ("caption", ".caption"), ("largeTitle", "Font.largeTitle"),
    ("'.title2.weight(.semibold)'", ".title2.weight(.semibold)"),
    ("'.body.bold().italic()'", ".body.bold().italic()"),
    ("'.caption.monospacedDigit()'", ".caption.monospacedDigit()"),
    ("'Font.headline.monospaced()'", "Font.headline.monospaced()"),
    (
      "'.system(size: 20, weight: .bold, design: .rounded)'",
      ".system(size: 20, weight: .bold, design: .rounded)"
    ),
    ("'.system(.title, design: .serif)'", ".system(.title, design: .serif)"),
    ("'.custom(\"Avenir\", size: 15)'", ".custom(\"Avenir\", size: 15)"),
    (
      "'.custom(\"Avenir\", size: 28, relativeTo: .title)'",
      ".custom(\"Avenir\", size: 28, relativeTo: .title)"
    ),
    ("'.custom(\"Avenir\", fixedSize: 12)'", ".custom(\"Avenir\", fixedSize: 12)"),
  ]
  /// Grid items as a layout file's column and as SwiftUI's `GridItem`.
  static let gridItems: [(String, String)] = [
    ("{fixed: 60}", "GridItem(.fixed(60))"),
    ("flexible", "GridItem(.flexible())"),
    ("flexible", "GridItem()"),
    ("{flexible: {minimum: 40, maximum: 120}}", "GridItem(.flexible(minimum: 40, maximum: 120))"),
    ("{adaptive: 50}", "GridItem(.adaptive(minimum: 50))"),
    (
      "{adaptive: {minimum: 30, maximum: 90}, spacing: 2}",
      "GridItem(.adaptive(minimum: 30, maximum: 90), spacing: 2)"
    ),
    ("{fixed: 44, spacing: 12}", "GridItem(.fixed(44), spacing: 12)"),
  ]
  /// Every modifier key the generator writes.
  static let modifierKeys = [
    "padding", "frame", "font", "lineLimit", "fixedSize", "layoutPriority", "offset", "fontWeight", "bold",
    "italic", "multilineTextAlignment", "lineSpacing", "kerning", "textCase", "background", "safeAreaPadding",
  ]

  static func make(_ random: inout SplitMix64, depth: Int) -> RandomTree {
    let isContainer = depth < 3 && (depth == 0 || Int.random(in: 0..<3, using: &random) == 0)
    var tree: RandomTree
    if isContainer {
      let spacing = Bool.random(using: &random) ? Int.random(in: 0...20, using: &random) : nil
      switch Int.random(in: 0..<5, using: &random) {
      case 0: tree = RandomTree(kind: .vStack(alignment: horizontal(&random), spacing: spacing))
      case 1: tree = RandomTree(kind: .hStack(alignment: vertical(&random), spacing: spacing))
      case 2: tree = RandomTree(kind: .zStack)
      default:
        let rows = Bool.random(using: &random)
        let items = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          gridItems.randomElement(using: &random)!
        }
        tree = RandomTree(
          kind: .grid(
            rows: rows, items: items, alignment: rows ? vertical(&random) : horizontal(&random),
            spacing: spacing))
      }
      tree.children = (0..<Int.random(in: 1...4, using: &random)).map { _ in make(&random, depth: depth + 1) }
      // A stack that is a VStack at accessibility sizes and an HStack below, or the other way.
      if Int.random(in: 0..<4, using: &random) == 0 {
        let otherSpacing = Bool.random(using: &random) ? Int.random(in: 0...20, using: &random) : nil
        switch tree.kind {
        case .vStack: tree.variant = .hStack(alignment: vertical(&random), spacing: otherSpacing)
        case .hStack: tree.variant = .vStack(alignment: horizontal(&random), spacing: otherSpacing)
        default: break
        }
      }
    } else {
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1, 2: tree = RandomTree(kind: .text(words.randomElement(using: &random)!))
      case 3: tree = RandomTree(kind: .image(symbols.randomElement(using: &random)!))
      case 4: tree = RandomTree(kind: .spacer)
      default: tree = RandomTree(kind: .divider)
      }
    }
    var keys: Set<String> = []
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let modifier = randomModifier(&random)
      guard keys.insert(modifier.key).inserted else { continue }
      tree.modifiers.append(modifier)
    }
    return tree
  }

  static func horizontal(_ random: inout SplitMix64) -> String {
    ["leading", "center", "trailing"].randomElement(using: &random)!
  }

  static func vertical(_ random: inout SplitMix64) -> String {
    ["top", "center", "bottom"].randomElement(using: &random)!
  }

  /// One modifier of `modifierKeys`, with random values, in both spellings.
  static func randomModifier(_ random: inout SplitMix64) -> Modifier {
    func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    switch number(0...15) {
    case 0:
      return insets("padding", &random)
    case 1:
      switch number(0...2) {
      case 0:
        let width = Bool.random(using: &random) ? number(10...300) : nil
        let height: Int? = Bool.random(using: &random) ? number(10...200) : 40
        let arguments = [width.map { "width: \($0)" }, height.map { "height: \($0)" }].compactMap { $0 }
          .joined(separator: ", ")
        return Modifier(key: "frame", yaml: "frame: {\(arguments)}", swift: ".frame(\(arguments))")
      case 1:
        let alignment = ["leading", "trailing", "topLeading", "bottom", "center"].randomElement(
          using: &random)!
        return Modifier(
          key: "frame", yaml: "frame: {maxWidth: infinity, alignment: \(alignment)}",
          swift: ".frame(maxWidth: .infinity, alignment: .\(alignment))")
      default:
        let (low, high) = (number(0...60), number(60...160))
        return Modifier(
          key: "frame", yaml: "frame: {minHeight: \(low), maxHeight: \(high)}",
          swift: ".frame(minHeight: \(low), maxHeight: \(high))")
      }
    case 2:
      let font = fonts.randomElement(using: &random)!
      return Modifier(key: "font", yaml: "font: \(font.0)", swift: ".font(\(font.1))")
    case 3:
      switch number(0...2) {
      case 0:
        let lines = number(1...3)
        return Modifier(key: "lineLimit", yaml: "lineLimit: \(lines)", swift: ".lineLimit(\(lines))")
      case 1:
        let lower = number(1...2)
        let upper = lower + number(0...2)
        return Modifier(
          key: "lineLimit", yaml: "lineLimit: \(lower)...\(upper)", swift: ".lineLimit(\(lower)...\(upper))")
      default:
        let lines = number(1...3)
        return Modifier(
          key: "lineLimit", yaml: "lineLimit: {limit: \(lines), reservesSpace: true}",
          swift: ".lineLimit(\(lines), reservesSpace: true)")
      }
    case 4:
      return Bool.random(using: &random)
        ? Modifier(key: "fixedSize", yaml: "fixedSize: true", swift: ".fixedSize()")
        : Modifier(
          key: "fixedSize", yaml: "fixedSize: {vertical: true}",
          swift: ".fixedSize(horizontal: false, vertical: true)")
    case 5:
      let priority = number(-1...2)
      return Modifier(
        key: "layoutPriority", yaml: "layoutPriority: \(priority)", swift: ".layoutPriority(\(priority))")
    case 6:
      let (x, y) = (number(-20...20), number(-20...20))
      return Modifier(key: "offset", yaml: "offset: {x: \(x), y: \(y)}", swift: ".offset(x: \(x), y: \(y))")
    case 7:
      let weight = ["light", "medium", "semibold", "heavy"].randomElement(using: &random)!
      return Modifier(key: "fontWeight", yaml: "fontWeight: \(weight)", swift: ".fontWeight(.\(weight))")
    case 8:
      return Modifier(key: "bold", yaml: "bold: true", swift: ".bold()")
    case 9:
      return Modifier(key: "italic", yaml: "italic: true", swift: ".italic()")
    case 10:
      let alignment = horizontal(&random)
      return Modifier(
        key: "multilineTextAlignment", yaml: "multilineTextAlignment: \(alignment)",
        swift: ".multilineTextAlignment(.\(alignment))")
    case 11:
      let spacing = number(0...10)
      return Modifier(key: "lineSpacing", yaml: "lineSpacing: \(spacing)", swift: ".lineSpacing(\(spacing))")
    case 12:
      let kerning = Double(number(-4...8)) / 2
      return Modifier(key: "kerning", yaml: "kerning: \(kerning)", swift: ".kerning(\(kerning))")
    case 13:
      let textCase = Bool.random(using: &random) ? "uppercase" : "lowercase"
      return Modifier(key: "textCase", yaml: "textCase: \(textCase)", swift: ".textCase(.\(textCase))")
    case 14:
      let colour = ["blue", "red", "gray", "green"].randomElement(using: &random)!
      return Modifier(key: "background", yaml: "background: \(colour)", swift: ".background(Color.\(colour))")
    default:
      return insets("safeAreaPadding", &random)
    }
  }

  /// `padding` or `safeAreaPadding` in one of SwiftUI's spellings of insets: all edges, the
  /// default length, a set of edges, one edge's default, or `EdgeInsets`.
  static func insets(_ key: String, _ random: inout SplitMix64) -> Modifier {
    let length = Int.random(in: 0...24, using: &random)
    switch Int.random(in: 0...5, using: &random) {
    case 0:
      return Modifier(key: key, yaml: "\(key): \(length)", swift: ".\(key)(\(length))")
    case 1:
      return Modifier(key: key, yaml: "\(key): true", swift: ".\(key)()")
    case 2:
      let edge = ["horizontal", "vertical", "top", "leading", "bottom", "trailing"].randomElement(
        using: &random)!
      return Modifier(key: key, yaml: "\(key): {\(edge): \(length)}", swift: ".\(key)(.\(edge), \(length))")
    case 3:
      let edge = ["top", "leading", "bottom", "trailing"].randomElement(using: &random)!
      return Modifier(key: key, yaml: "\(key): {\(edge): true}", swift: ".\(key)(.\(edge))")
    case 4:
      return Modifier(
        key: key, yaml: "\(key): {leading: \(length), bottom: \(length)}",
        swift: ".\(key)([.leading, .bottom], \(length))")
    default:
      let edges = (0..<4).map { _ in Int.random(in: 0...20, using: &random) }
      return Modifier(
        key: key,
        yaml: "\(key): {top: \(edges[0]), leading: \(edges[1]), bottom: \(edges[2]), trailing: \(edges[3])}",
        swift:
          ".\(key)(EdgeInsets(top: \(edges[0]), leading: \(edges[1]), bottom: \(edges[2]), trailing: \(edges[3])))"
      )
    }
  }

  /// Calls `body` on this tree and every tree inside it.
  func visit(_ body: (RandomTree) -> Void) {
    body(self)
    for child in children { child.visit(body) }
  }

  /// The node as a layout file writes it, its element key at `indent` levels of two spaces.
  func yaml(indent: Int) -> String {
    let pad = String(repeating: "  ", count: indent)
    var keys = Self.yamlArguments(kind)
    let head: String
    switch kind {
    case .vStack: head = "VStack:"
    case .hStack: head = "HStack:"
    case .zStack: head = "ZStack:"
    case .grid(let rows, _, _, _): head = rows ? "LazyHGrid:" : "LazyVGrid:"
    case .text(let text): head = "Text: \"\(text)\""
    case .image(let symbol): head = "Image: {systemName: \(symbol)}"
    case .spacer: head = "Spacer: {}"
    case .divider: head = "Divider: {}"
    }
    keys += modifiers.map(\.yaml)
    var text = pad + head + "\n"
    for key in keys { text += pad + "  " + key + "\n" }
    if !children.isEmpty {
      text += pad + "  content:\n"
      for child in children {
        let lines = child.yaml(indent: indent + 2)
        text += pad + "    - " + lines.dropFirst(pad.count + 4)
      }
    }
    if let variant {
      let element = Self.yamlArguments(variant).joined(separator: ", ")
      text += pad + "  variants:\n"
      text += pad + "    - if: {typeSize: ...xxxLarge}\n"
      text += pad + "      \(variant.name): {\(element)}\n"
    }
    return text
  }

  /// A container's own arguments as a layout file's keys.
  private static func yamlArguments(_ kind: Kind) -> [String] {
    switch kind {
    case .vStack(let alignment, let spacing), .hStack(let alignment, let spacing):
      return ["alignment: \(alignment)"] + (spacing.map { ["spacing: \($0)"] } ?? [])
    case .grid(let rows, let items, let alignment, let spacing):
      return [
        "\(rows ? "rows" : "columns"): [\(items.map(\.0).joined(separator: ", "))]",
        "alignment: \(alignment)",
      ] + (spacing.map { ["spacing: \($0)"] } ?? [])
    default:
      return []
    }
  }

  /// The view as SwiftUI source writes it.
  var swift: String {
    guard let variant else { return Self.swift(kind, children, modifiers) }
    return "if typeSize.isAccessibilitySize {\n" + Self.swift(kind, children, modifiers) + "\n} else {\n"
      + Self.swift(variant, children, modifiers) + "\n}"
  }

  /// A file previewing the tree as a view's body, the type size read from the environment.
  var swiftFile: String {
    """
    import SwiftUI
    struct RandomView: View {
      @Environment(\\.dynamicTypeSize) private var typeSize
      var body: some View {
    \(swift)
      }
    }
    #Preview { RandomView() }
    """
  }

  private static func swift(_ kind: Kind, _ children: [RandomTree], _ modifiers: [Modifier]) -> String {
    var text: String
    switch kind {
    case .vStack(let alignment, let spacing):
      text = "VStack(alignment: .\(alignment)" + (spacing.map { ", spacing: \($0)" } ?? "") + ")"
    case .hStack(let alignment, let spacing):
      text = "HStack(alignment: .\(alignment)" + (spacing.map { ", spacing: \($0)" } ?? "") + ")"
    case .zStack: text = "ZStack"
    case .grid(let rows, let items, let alignment, let spacing):
      text =
        (rows ? "LazyHGrid(rows: [" : "LazyVGrid(columns: [") + items.map(\.1).joined(separator: ", ")
        + "], alignment: .\(alignment)" + (spacing.map { ", spacing: \($0)" } ?? "") + ")"
    case .text(let string): text = "Text(\"\(string)\")"
    case .image(let symbol): text = "Image(systemName: \"\(symbol)\")"
    case .spacer: text = "Spacer()"
    case .divider: text = "Divider()"
    }
    if !children.isEmpty { text += " {\n" + children.map(\.swift).joined(separator: "\n") + "\n}" }
    for modifier in modifiers { text += modifier.swift }
    return text
  }
}
