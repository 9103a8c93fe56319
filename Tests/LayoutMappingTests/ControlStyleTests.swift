import LayoutEngine
import LayoutMapping
import Testing

/// The control styles SwiftUI writes as modifiers, in both syntaxes: on the control, or on any view
/// around it (innermost wins, as SwiftUI's environment does). A macOS style is a warning naming
/// iOS's in both; a name SwiftUI does not have is an error with "did you mean" in a layout file and
/// a warning naming the styles in Swift source.
@Suite("Control styles in both syntaxes")
struct ControlStyleTests {
  @Test("toggle, text field, label, progress view styles and labelsHidden on the control or around it")
  func stylesOnTheControlOrAroundIt() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          toggleStyle: .button
          textFieldStyle: .roundedBorder
          labelStyle: iconOnly
          labelsHidden: true
          content:
            - Toggle: Bold
            - Toggle: {title: Wi-Fi, toggleStyle: switch}
            - TextField: Email
            - SecureField: {placeholder: Password, style: plain}
            - Label: {title: Inbox, systemImage: tray}
            - HStack:
                labelStyle: titleOnly
                content: [{Button: {title: Add, systemImage: plus}}]
            - Button: {title: Add, systemImage: plus}
            - ProgressView: {value: 0.4, progressViewStyle: circular}
            - Stepper: Copies
            - Picker: {title: Size, options: [S, M]}
            - DatePicker: Date
            - Image: {systemName: star, resizable: true}
              scaledToFit: true
        """,
      swift: """
        VStack {
          Toggle("Bold", isOn: .constant(false))
          Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.switch)
          TextField("Email", text: .constant(""))
          SecureField("Password", text: .constant("")).textFieldStyle(.plain)
          Label("Inbox", systemImage: "tray")
          HStack { Button("Add", systemImage: "plus") {} }.labelStyle(.titleOnly)
          Button("Add", systemImage: "plus") {}
          ProgressView(value: 0.4).progressViewStyle(.circular)
          Stepper("Copies", value: .constant(1))
          Picker("Size", selection: .constant("S")) { Text("S"); Text("M") }
          DatePicker("Date", selection: .constant(Date.now))
          Image(systemName: "star").resizable().scaledToFit()
        }
        .toggleStyle(.button)
        .textFieldStyle(.roundedBorder)
        .labelStyle(.iconOnly)
        .labelsHidden()
        """)
    #expect(both.yaml.warnings == [] && both.swift.warnings == [], "\(messages(both.swift))")
    for node in both.bodies {
      let children = node.children
      try #require(children.count == 12)
      #expect(children[0].element == .toggle(title: "Bold", style: .button, labelsHidden: true))
      #expect(children[1].element == .toggle(title: "Wi-Fi", style: .switch, labelsHidden: true))
      #expect(children[2].element == .textField(placeholder: "Email", style: .roundedBorder))
      #expect(children[3].element == .secureField(placeholder: "Password", style: .plain))
      #expect(children[4].element == .label(title: "Inbox", systemImage: "tray", style: .iconOnly))
      #expect(
        children[5].children[0].element == .button(title: "Add", systemImage: "plus", labelStyle: .titleOnly))
      #expect(children[6].element == .button(title: "Add", systemImage: "plus", labelStyle: .iconOnly))
      #expect(children[7].element == .progressView(.circular))
      #expect(children[8].element == .stepper(title: "Copies", labelsHidden: true))
      #expect(children[9].element == .picker(.menu, labelsHidden: true))
      #expect(children[10].element == .datePicker(labelsHidden: true))
      #expect(children[11].modifiers.contains(.aspectRatio(nil, contentMode: .fit)))
    }
  }

  @Test(
    "a progress view: linear with a value, circular without, or as its style says",
    arguments: [
      ("ProgressView: {value: 0.3}", "ProgressView(value: 0.3)", ProgressStyle.linear(0.3)),
      ("ProgressView: {}", "ProgressView()", .circular),
      ("ProgressView: {progressViewStyle: linear}", "ProgressView().progressViewStyle(.linear)", .linear(0)),
      (
        "ProgressView: {value: 0.3, style: .circular}",
        "ProgressView(value: 0.3).progressViewStyle(.circular)",
        .circular
      ),
    ])
  func progressViewStyles(yaml: String, swift: String, style: ProgressStyle) throws {
    for node in try bothSyntaxes(yaml: yaml, swift: swift).bodies {
      #expect(node.element == .progressView(style))
    }
  }

  @Test("scaledToFill and scaledToFit are aspect ratios of the view's own ratio")
  func scaledToFitAndFill() throws {
    let fill = try bothSyntaxes(
      yaml: "Image: {systemName: star, resizable: true}\nscaledToFill: true",
      swift: #"Image(systemName: "star").resizable().scaledToFill()"#)
    for node in fill.bodies { #expect(node.modifiers.contains(.aspectRatio(nil, contentMode: .fill))) }
    let fit = try bothSyntaxes(
      yaml: "Image: {systemName: star}\nscaledToFit: true", swift: #"Image(systemName: "star").scaledToFit()"#
    )
    for node in fit.bodies { #expect(node.modifiers == [.aspectRatio(nil, contentMode: .fit)]) }
  }

  @Test("a macOS style is a warning naming iOS's styles, and the control keeps its default")
  func macOSCheckbox() throws {
    let both = try bothSyntaxes(
      yaml: "Toggle: Wi-Fi\ntoggleStyle: checkbox",
      swift: #"Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(.checkbox)"#)
    for node in both.bodies { #expect(node.element == .toggle(title: "Wi-Fi")) }
    #expect(
      both.yaml.warnings.map(\.description) == [
        "test.yaml:3:16: warning: 'checkbox' is not an iOS toggle style (a macOS style); drawn as "
          + "'automatic', iOS has 'automatic', 'switch', 'button'"
      ])
    #expect(both.swift.warnings.count == 1)
    #expect(
      both.swift.warnings.first?.message.contains("'.automatic', '.switch', '.button' (a macOS style)")
        == true)
  }

  @Test("a style SwiftUI does not have: an error with did you mean in a layout file, a warning in Swift")
  func unknownStyle() throws {
    let error = yamlError("body:\n  TextField: Email\n  textFieldStyle: roundedBordr")
    #expect(error?.message.hasPrefix("unknown text field style 'roundedBordr'") == true)
    #expect(error?.suggestion == "roundedBorder")
    let swift = try swiftPreview(
      body: "  TextField(\"Email\", text: .constant(\"\")).textFieldStyle(.roundedBordr)")
    #expect(swift.body.element == .textField(placeholder: "Email"))
    #expect(
      messages(swift) == [
        "3:58: expected one of '.automatic', '.plain', '.roundedBorder' for '.textFieldStyle', found "
          + ".roundedBordr; ignored"
      ])
  }

  @Test("a style modifier the preview does not model yet is a warning in both")
  func notModelledYet() throws {
    let both = try bothSyntaxes(
      yaml: "ControlGroup:\n  toolbarRole: editor\n  content: [{Button: A}]",
      swift: #"ControlGroup { Button("A") {} }.toolbarRole(.editor)"#)
    #expect(
      both.yaml.warnings.map(\.description) == [
        "test.yaml:3:5: warning: 'toolbarRole' is a SwiftUI modifier the preview does not model yet; "
          + "it is left out"
      ])
    #expect(messages(both.swift) == ["3:32: modifier '.toolbarRole' is not applied by the preview; ignored"])
    #expect(outline(both.swift.body) == outline(both.yaml.body))
  }

  @Test("gaugeStyle on the gauge or around it, the innermost winning; the label goes with a ring")
  func gaugeStyles() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          gaugeStyle: accessoryCircular
          content:
            - Gauge: {value: 0.3, label: A}
            - Gauge: {value: 0.5, label: B, gaugeStyle: accessoryLinear}
            - Gauge: {value: 0.5, label: C, gaugeStyle: accessoryLinearCapacity}
            - Gauge: {value: 0.3, gaugeStyle: automatic}
            - Gauge: {value: 0.3, gaugeStyle: linearCapacity}
        """,
      swift: """
        VStack {
          Gauge(value: 0.3) { Text("A") }
          Gauge(value: 0.5) { Text("B") }.gaugeStyle(.accessoryLinear)
          Gauge(value: 0.5) { Text("C") }.gaugeStyle(.accessoryLinearCapacity)
          Gauge(value: 0.3) {}.gaugeStyle(.automatic)
          Gauge(value: 0.3) {}.gaugeStyle(.linearCapacity)
        }
        .gaugeStyle(.accessoryCircular)
        """)
    #expect(both.yaml.warnings == [] && both.swift.warnings == [], "\(messages(both.swift))")
    // The label above a linear gauge: `Gauge(value:) { Text("B") }`'s trailing closure is
    // SwiftUI's `label:`, drawn above the bar in both.
    for node in both.bodies {
      #expect(node.children[1].children.map(\.element).first == .text("B"))
    }
    for node in both.bodies {
      let children = node.children
      try #require(children.count == 5)
      #expect(children[0].children.map(\.element) == [.progressView(.gauge(0.3, .accessoryCircular))])
      #expect(children[1].children.last?.element == .progressView(.gauge(0.5, .accessoryLinear)))
      #expect(children[2].children.last?.element == .progressView(.gauge(0.5, .accessoryLinearCapacity)))
      #expect(children[3].children.last?.element == .progressView(.linear(0.3)))
      #expect(children[4].children.last?.element == .progressView(.linear(0.3)))
    }
  }

  @Test("controlGroupStyle(.menu) collapses the group to a menu; .navigation keeps the segments")
  func controlGroupStyles() throws {
    let both = try bothSyntaxes(
      yaml: """
        VStack:
          controlGroupStyle: menu
          content:
            - ControlGroup: [{Button: Cut}, {Button: Copy}]
            - ControlGroup: {style: navigation, content: [{Button: Cut}]}
        """,
      swift: """
        VStack {
          ControlGroup { Button("Cut") {}; Button("Copy") {} }
          ControlGroup { Button("Cut") {} }.controlGroupStyle(.navigation)
        }
        .controlGroupStyle(.menu)
        """)
    #expect(both.swift.warnings == [])
    for node in both.bodies {
      #expect(node.children.map(\.element) == [.menu, .controlGroup])
      #expect(node.children[0].children.first?.element == .image(.symbol("ellipsis")))
    }
    #expect(outline(both.swift.body) == outline(both.yaml.body))
  }
}
