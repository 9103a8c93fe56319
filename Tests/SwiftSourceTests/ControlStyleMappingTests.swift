import LayoutEngine
import Testing

@testable import SwiftSource

/// The control style modifiers in Swift source, mapped by the same rule as layout files: on the
/// control or on any view around it, the innermost winning; a macOS style is a warning naming
/// iOS's and leaves the default.
@Suite("control styles in Swift source")
struct ControlStyleMappingTests {
  @Test(
    "toggleStyle, textFieldStyle, labelStyle, progressViewStyle, labelsHidden on the control or around it")
  func styles() throws {
    let tree = try mapped(
      body: """
        VStack {
          Toggle("Bold", isOn: $bold).toggleStyle(.button)
          Toggle("Wi-Fi", isOn: $wifi)
          TextField("Email", text: $email)
          Label("Inbox", systemImage: "tray")
          Button("Add", systemImage: "plus") {}
          ProgressView(value: 0.4).progressViewStyle(.circular)
          Picker("Size", selection: $size) { Text("S"); Text("M") }
          Image(systemName: "star").resizable().scaledToFit()
        }
        .labelsHidden()
        .textFieldStyle(.roundedBorder)
        .labelStyle(.iconOnly)
        """)
    // Only the bindings' values are unknown (shown as placeholders).
    #expect(messages(tree).filter { !$0.contains("cannot be known") } == [])
    let children = tree.body.children
    #expect(children[0].element == .toggle(title: "Bold", style: .button, labelsHidden: true))
    #expect(children[1].element == .toggle(title: "Wi-Fi", labelsHidden: true))
    guard case .control(.textField("Email", _, let fieldStyle)) = children[2].element else {
      Issue.record("expected the text field, found \(children[2].element)")
      return
    }
    #expect(fieldStyle == .roundedBorder)
    #expect(children[3].element == .label(title: "Inbox", systemImage: "tray", style: .iconOnly))
    #expect(children[4].element == .button(title: "Add", systemImage: "plus", labelStyle: .iconOnly))
    #expect(children[5].element == .progressView(.circular))
    #expect(children[6].element == .picker(.menu, labelsHidden: true))
    #expect(children[7].modifiers.contains(.aspectRatio(nil, contentMode: .fit)))
  }

  @Test("gaugeStyle on the gauge or around it, the innermost winning")
  func gaugeStyles() throws {
    let tree = try mapped(
      body: """
        VStack {
          Gauge(value: 0.25) { Text("Battery") }
          Gauge(value: 0.5) { Text("Speed") }.gaugeStyle(.accessoryLinearCapacity)
        }
        .gaugeStyle(.accessoryCircular)
        """)
    #expect(messages(tree) == [])
    let children = tree.body.children
    #expect(children[0].children.map(\.element) == [.progressView(.gauge(0.25, .accessoryCircular))])
    #expect(children[1].children.last?.element == .progressView(.gauge(0.5, .accessoryLinearCapacity)))
  }

  @Test("controlGroupStyle(.menu) collapses the group to a menu; .navigation keeps the segments")
  func controlGroupStyles() throws {
    let tree = try mapped(
      body: """
        VStack {
          ControlGroup { Button("Cut") {}; Button("Copy") {} }
          ControlGroup { Button("Cut") {} }.controlGroupStyle(.navigation)
        }
        .controlGroupStyle(.menu)
        """)
    #expect(messages(tree) == [])
    #expect(tree.body.children.map(\.element) == [.menu, .controlGroup])
    #expect(tree.body.children[0].children.first?.element == .image(.symbol("ellipsis")))
  }

  @Test("a macOS style is a warning naming iOS's styles, and the control keeps its default")
  func checkbox() throws {
    let tree = try mapped(body: #"Toggle("Wi-Fi", isOn: $on).toggleStyle(.checkbox)"#)
    #expect(tree.body.element == .toggle(title: "Wi-Fi"))
    let warnings = messages(tree).filter { !$0.contains("cannot be known") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("'.automatic', '.switch', '.button' (a macOS style)") == true)
  }
}

/// `buttonBorderShape` and `contentMargins` in Swift source: a value with an argument
/// (`.roundedRectangle(radius: 8)`), the shape reaching the buttons inside, and a modifier with
/// several arguments mapped by its signature: unlabelled ones by type (`.contentMargins(20)` skips
/// the defaulted edges), labelled ones by label.
@Suite("border shapes and content margins in Swift source")
struct ShapeAndMarginMappingTests {
  @Test("buttonBorderShape on the button or around it, with a radius")
  func borderShapes() throws {
    let tree = try mapped(
      body: """
        VStack {
          Button("A") {}
          Button("B") {}.buttonBorderShape(.roundedRectangle(radius: 8))
          Button("C") {}.buttonBorderShape(ButtonBorderShape.circle)
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
        """)
    #expect(messages(tree) == [])
    let shapes = tree.body.children.map { child -> ButtonBorderShape? in
      guard case .control(.button(_, .prominent, _, _, _, _, let shape)) = child.element else { return nil }
      return shape
    }
    #expect(shapes == [.capsule, .roundedRectangle(radius: 8), .circle])
  }

  @Test("a bad style or shape is a warning at the argument naming the modifier written")
  func badValuesNameTheModifier() throws {
    let tree = try mapped(
      body: """
        VStack {
          Button("A") {}.buttonBorderShape(.roundedRectangle(radius: -1))
        }
        .buttonStyle(.borderedd)
        """)
    #expect(
      messages(tree) == [
        "7:14: expected one of '.plain', '.borderless', '.bordered', '.prominent', '.borderedProminent' "
          + "for '.buttonStyle', found .borderedd; ignored",
        "5:36: expected a ButtonBorderShape such as '.capsule' or '.roundedRectangle(radius: 8)' for "
          + "'.buttonBorderShape', found .roundedRectangle(radius: -1); ignored",
      ])
  }

  @Test("contentMargins with one, two or three arguments")
  func contentMargins() throws {
    let tree = try mapped(
      body: """
        VStack {
          ScrollView { Text("a") }.contentMargins(20)
          ScrollView { Text("b") }.contentMargins(.horizontal, 40, for: .scrollContent)
          ScrollView { Text("c") }.contentMargins([.top, .bottom], 8, for: .scrollIndicators)
        }
        """)
    #expect(messages(tree) == [])
    #expect(
      tree.body.children.map(\.modifiers) == [
        [.contentMargins(edges: .all, length: 20, placement: .automatic)],
        [.contentMargins(edges: .horizontal, length: 40, placement: .scrollContent)],
        [.contentMargins(edges: .vertical, length: 8, placement: .scrollIndicators)],
      ])
  }
}

/// Modifiers accepted but not drawn keep all their arguments as written, labelled or not; a
/// redaction maps by its `reason:` label.
@Suite("accepted modifiers and redaction in Swift source")
struct AcceptedArgumentMappingTests {
  @Test("one unlabelled argument is its value; several are label: value pairs")
  func writtenArguments() throws {
    let tree = try mapped(
      body: """
        VStack {
          Text("a").foregroundStyle(.secondary).shadow(color: .black, radius: 4).scaleEffect(x: 2, y: 1)
          Text("b").redacted(reason: .placeholder)
          Text("c").rotationEffect(.degrees(10)).unredacted()
        }
        """)
    #expect(messages(tree) == [])
    let children = tree.body.children
    #expect(
      children[0].modifiers == [
        .accepted(name: "foregroundStyle", value: ".secondary"),
        .accepted(name: "shadow", value: "color: .black, radius: 4"),
        .accepted(name: "scaleEffect", value: "x: 2, y: 1"),
      ])
    #expect(children[1].modifiers == [.redacted(true)])
    #expect(
      children[2].modifiers == [.accepted(name: "rotationEffect", value: ".degrees(10)"), .redacted(false)])
  }
}
