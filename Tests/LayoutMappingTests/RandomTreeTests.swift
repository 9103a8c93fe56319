import LayoutEngine
import Testing

/// Random view trees written in both syntaxes read to the same tree and frames: a seeded
/// generator makes each tree, `RandomTree` prints it as a layout file and as SwiftUI.
@Suite("Random trees in both syntaxes")
struct RandomTreeTests {
  @Test("each seed's tree reads the same from YAML and from Swift", arguments: 0..<60)
  func sameTree(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let tree = RandomTree.make(&random, depth: 0)
    let yaml = try yamlBody("body:\n" + tree.yaml(indent: 1))
    let swift = try swiftPreview("import SwiftUI\n#Preview {\n" + tree.swift + "\n}\n")
    #expect(swift.warnings.map(\.description) == [])
    #expect(outline(swift.body) == outline(yaml), "seed \(seed):\n\(tree.swift)")
    #expect(frames(swift.body) == frames(yaml))
  }
}

/// SplitMix64: a small generator whose sequence depends only on its seed.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A view of a small vocabulary (stacks, text, images, spacers, dividers) with a few modifiers,
/// printable in both syntaxes.
struct RandomTree {
  enum Kind {
    case vStack(alignment: String, spacing: Int?)
    case hStack(alignment: String, spacing: Int?)
    case zStack
    case text(String)
    case image(String)
    case spacer
    case divider
  }

  enum Modifier {
    case padding(Int)
    case frame(width: Int?, height: Int?)
    case font(yaml: String, swift: String)
    case lineLimit(Int)
  }

  var kind: Kind
  var children: [RandomTree] = []
  var modifiers: [Modifier] = []

  static let words = ["Inbox", "Lunch on Friday?", "Settings", "A much longer line of text that wraps", "42"]
  static let symbols = ["star", "tray", "gear", "person.crop.circle"]
  static let fonts: [(String, String)] = [
    ("headline", ".headline"), ("caption", ".caption"),
    ("'.title2.weight(.semibold)'", ".title2.weight(.semibold)"),
    (
      "'.system(size: 20, weight: .bold, design: .rounded)'",
      ".system(size: 20, weight: .bold, design: .rounded)"
    ),
    ("'.custom(\"Avenir\", size: 15)'", ".custom(\"Avenir\", size: 15)"),
  ]

  static func make(_ random: inout SeededRandom, depth: Int) -> RandomTree {
    let isContainer = depth < 3 && (depth == 0 || Int.random(in: 0..<3, using: &random) == 0)
    var tree: RandomTree
    if isContainer {
      let spacing = Bool.random(using: &random) ? Int.random(in: 0...20, using: &random) : nil
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        tree = RandomTree(
          kind: .vStack(
            alignment: ["leading", "center", "trailing"].randomElement(using: &random)!, spacing: spacing))
      case 1:
        tree = RandomTree(
          kind: .hStack(
            alignment: ["top", "center", "bottom"].randomElement(using: &random)!, spacing: spacing))
      default: tree = RandomTree(kind: .zStack)
      }
      tree.children = (0..<Int.random(in: 1...4, using: &random)).map { _ in make(&random, depth: depth + 1) }
    } else {
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1, 2: tree = RandomTree(kind: .text(words.randomElement(using: &random)!))
      case 3: tree = RandomTree(kind: .image(symbols.randomElement(using: &random)!))
      case 4: tree = RandomTree(kind: .spacer)
      default: tree = RandomTree(kind: .divider)
      }
    }
    var used: Set<Int> = []
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let which = Int.random(in: 0..<4, using: &random)
      guard used.insert(which).inserted else { continue }
      switch which {
      case 0: tree.modifiers.append(.padding(Int.random(in: 0...24, using: &random)))
      case 1:
        tree.modifiers.append(
          .frame(
            width: Bool.random(using: &random) ? Int.random(in: 10...300, using: &random) : nil,
            height: Bool.random(using: &random) ? Int.random(in: 10...200, using: &random) : 40))
      case 2:
        let font = fonts.randomElement(using: &random)!
        tree.modifiers.append(.font(yaml: font.0, swift: font.1))
      default: tree.modifiers.append(.lineLimit(Int.random(in: 1...3, using: &random)))
      }
    }
    return tree
  }

  /// The node as a layout file writes it, its element key at `indent` levels of two spaces.
  func yaml(indent: Int) -> String {
    let pad = String(repeating: "  ", count: indent)
    var keys: [String] = []
    let head: String
    switch kind {
    case .vStack(let alignment, let spacing), .hStack(let alignment, let spacing):
      if case .vStack = kind { head = "VStack:" } else { head = "HStack:" }
      keys.append("alignment: \(alignment)")
      if let spacing { keys.append("spacing: \(spacing)") }
    case .zStack: head = "ZStack:"
    case .text(let text): head = "Text: \"\(text)\""
    case .image(let symbol): head = "Image: {systemName: \(symbol)}"
    case .spacer: head = "Spacer: {}"
    case .divider: head = "Divider: {}"
    }
    for modifier in modifiers {
      switch modifier {
      case .padding(let amount): keys.append("padding: \(amount)")
      case .frame(let width, let height):
        keys.append(
          "frame: {"
            + [width.map { "width: \($0)" }, height.map { "height: \($0)" }].compactMap { $0 }
            .joined(separator: ", ") + "}")
      case .font(let yaml, _): keys.append("font: \(yaml)")
      case .lineLimit(let lines): keys.append("lineLimit: \(lines)")
      }
    }
    var text = pad + head + "\n"
    for key in keys { text += pad + "  " + key + "\n" }
    if !children.isEmpty {
      text += pad + "  content:\n"
      for child in children {
        let lines = child.yaml(indent: indent + 2)
        text += pad + "    - " + lines.dropFirst(pad.count + 4)
      }
    }
    return text
  }

  /// The view as SwiftUI source writes it.
  var swift: String {
    var text: String
    switch kind {
    case .vStack(let alignment, let spacing):
      text = "VStack(alignment: .\(alignment)" + (spacing.map { ", spacing: \($0)" } ?? "") + ")"
    case .hStack(let alignment, let spacing):
      text = "HStack(alignment: .\(alignment)" + (spacing.map { ", spacing: \($0)" } ?? "") + ")"
    case .zStack: text = "ZStack"
    case .text(let string): text = "Text(\"\(string)\")"
    case .image(let symbol): text = "Image(systemName: \"\(symbol)\")"
    case .spacer: text = "Spacer()"
    case .divider: text = "Divider()"
    }
    if !children.isEmpty { text += " {\n" + children.map(\.swift).joined(separator: "\n") + "\n}" }
    for modifier in modifiers {
      switch modifier {
      case .padding(let amount): text += ".padding(\(amount))"
      case .frame(let width, let height):
        text +=
          ".frame("
          + [width.map { "width: \($0)" }, height.map { "height: \($0)" }].compactMap { $0 }
          .joined(separator: ", ") + ")"
      case .font(_, let swift): text += ".font(\(swift))"
      case .lineLimit(let lines): text += ".lineLimit(\(lines))"
      }
    }
    return text
  }
}
