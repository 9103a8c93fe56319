import LayoutEngine

extension SeededDefect {
  /// `body` with this defect, or its clean twin, at the node at `path` (child indices from the
  /// root; ignored by an insertion), with the nodes it changed or added, on which its findings
  /// must be. `nil` when the defect has no clean twin. Font, weight and text-size modifiers go
  /// last, where the engine lets them win over the node's own.
  public func apply(to body: ViewNode, at path: [Int], clean: Bool, serial: Int) -> Change? {
    var added: Set<SourceLocation> = []
    var copies: [SourceLocation: SourceLocation] = [:]
    /// A node the defect adds, with a source of its own.
    func new(_ node: ViewNode) -> ViewNode {
      var copy = node
      copy.source = SourceLocation(file: "seeded-\(rawValue)-\(serial)", line: added.count + 1, column: 1)
      added.insert(copy.source!)
      if let original = node.source { copies[copy.source!] = original }
      return copy
    }
    if target == .insertion {
      // The content fills the screen and places itself, so the body is centred as alone.
      guard let (alignment, content) = insertion(clean: clean) else { return nil }
      let filling = content.modifier(
        .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)))
      return Change(
        body: ViewNode(.zStack(), children: [body, mark(filling, new)]), touched: added, copies: [:])
    }
    var node = body[path]
    guard let source = node.source else { return nil }
    added.insert(source)
    switch (self, clean) {
    case (.coveredText, false):
      node = ViewNode(.zStack(), children: [node, new(Self.rectangle(width: 12, height: 10))])
    case (.coveredText, true):
      node = node.modifier(.background(new(Self.rectangle(width: 12, height: 10)), alignment: .center))
    case (.truncatedText, false): node = node.modifier(.frame(FrameSpec(width: 24))).modifier(.lineLimit(1))
    case (.fixedFontSize, false): node.modifiers.append(.font(Font(style: .body, fixedSize: 17)))
    case (.fixedHeight, false): node = node.modifier(.frame(FrameSpec(height: 16)))
    case (.fixedHeight, true): node = node.modifier(.frame(FrameSpec(minHeight: 10)))
    case (.heldTextSize, false): node.modifiers.append(.dynamicTypeSize(.xSmall ... .large))
    case (.heldTextSize, true): node.modifiers.append(.dynamicTypeSize(.xSmall ... .accessibility5))
    case (.tinyFont, false): node.modifiers.append(.font(Font(style: .body, fixedSize: 8)))
    case (.thinText, false):
      node.modifiers += [.font(Font(style: .footnote)), .fontWeight(.thin)]
    case (.brokenWord, false): node = node.modifier(.frame(FrameSpec(width: 36)))
    case (.shrunkenControl, false): node = node.modifier(.frame(FrameSpec(width: 30, height: 30)))
    case (.shrunkenControl, true): node = node.modifier(.frame(FrameSpec(minWidth: 44, minHeight: 44)))
    case (.stackedControls, false): node = ViewNode(.zStack(), children: [node, new(node)])
    case (.crowdedControls, false), (.crowdedControls, true):
      node = ViewNode(.hStack(spacing: clean ? 30 : 2), children: [node, new(node)])
    case (.pushedOffscreen, false): node = node.modifier(.offset(x: 2000, y: 0))
    default: return nil
    }
    var mutated = body
    mutated[path] = node
    return Change(body: mutated, touched: added, copies: copies)
  }

  /// A layout with a defect seeded: its body, the nodes the defect changed or added, and, for a
  /// node it added as a copy of another, that other (whose findings the copy rightly shares).
  public struct Change: Sendable {
    public var body: ViewNode
    public var touched: Set<SourceLocation>
    public var copies: [SourceLocation: SourceLocation]
  }

  /// What an insertion adds over the screen (YAML, as a layout file writes it), and where in the
  /// screen it goes.
  func insertion(clean: Bool) -> (Alignment, ViewNode)? {
    let yaml: String
    let alignment: Alignment
    switch self {
    case .underStatusBar:
      alignment = .top
      yaml =
        "VStack:\n  content:\n    - Text: Seeded banner\n    - Spacer: {}\n"
        + (clean ? "" : "ignoresSafeArea: true\n")
    case .fullWidthButton:
      alignment = .bottom
      yaml =
        "Button: Seeded purchase\nframe: { maxWidth: infinity, minHeight: 50 }\nbackground: blue\n"
        + (clean ? "padding: { horizontal: 20, bottom: 8 }\n" : "padding: { bottom: 8 }\n")
    case .crowdedWatchRow:
      alignment = .center
      let buttons = clean ? ["A", "B"] : ["A", "B", "C"]
      yaml =
        "HStack:\n  spacing: 12\n  content:\n"
        + buttons.map { "    - Button: \($0)\n      frame: { minWidth: 44, minHeight: 44 }\n" }.joined()
    case .tvMargin:
      alignment = .topLeading
      yaml =
        "VStack:\n  alignment: leading\n  content:\n    - Text: Seeded note\n      padding: \(clean ? 100 : 10)\n    - Spacer: {}\n"
        + "ignoresSafeArea: true\nframe: { maxWidth: infinity, alignment: leading }\n"
    case .tightTVGrid:
      alignment = .center
      let spacing = clean ? 40 : 10
      yaml =
        "LazyVGrid:\n  columns: ["
        + Array(repeating: "{ fixed: 410, spacing: \(spacing) }", count: 4).joined(separator: ", ")
        + "]\n  spacing: 100\n  content:\n    - ForEach:\n        count: 8\n        content:\n          - Rectangle:\n              frame: { height: 120 }\n"
    case .bottomOfMacWindow:
      alignment = .bottom
      yaml =
        "Button: Seeded apply\nframe: { minWidth: 60, minHeight: 28 }\npadding: { bottom: \(clean ? 40 : 4) }\n"
    default: return nil
    }
    return (alignment, Fragment.parse(yaml))
  }

  /// A rectangle of a fixed size.
  static func rectangle(width: Double, height: Double) -> ViewNode {
    Fragment.parse("Rectangle:\n  frame: { width: \(Int(width)), height: \(Int(height)) }\n")
  }

  /// `node` and its descendants, each given a source of its own by `new`.
  private func mark(_ node: ViewNode, _ new: (ViewNode) -> ViewNode) -> ViewNode {
    var copy = new(node)
    copy.children = node.children.map { mark($0, new) }
    return copy
  }
}

extension ViewNode {
  /// The node at `path`: child indices from this node.
  subscript(path: [Int]) -> ViewNode {
    get { path.reduce(self) { $0.children[$1] } }
    set {
      guard let first = path.first else {
        self = newValue
        return
      }
      children[first][Array(path.dropFirst())] = newValue
    }
  }
}
