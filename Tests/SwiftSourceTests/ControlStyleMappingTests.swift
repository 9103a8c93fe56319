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
