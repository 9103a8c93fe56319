import Devices
import LayoutEngine
import LayoutMapping

@testable import Preview

/// Shared inputs for the session tests: the real catalog, three themes and small layouts built
/// directly as view trees (the tests do not depend on the file parser).
enum Fixtures {
  static let devices = DeviceCatalog.standard.devices
  static let environment = PreviewEnvironment(devices: devices, themeNames: ["Light", "Dark", "Mono"])

  /// The catalog device called `name`.
  static func device(_ name: String) -> Device {
    devices.first { $0.name == name }!
  }

  /// A sign-in screen: a title, an email field, and a row of two buttons.
  static let signInBody = ViewNode(
    .vStack(alignment: .center, spacing: 16),
    children: [
      ViewNode(.text("Sign in"), id: "title"),
      ViewNode(.textField(placeholder: "Email", text: nil), id: "email"),
      ViewNode(
        .hStack(alignment: .center, spacing: 8),
        children: [
          ViewNode(.button(title: "Cancel", style: .bordered, controlSize: .regular), id: "cancel"),
          ViewNode(.button(title: "Sign in", style: .prominent, controlSize: .large), id: "primary"),
        ]),
      ViewNode(.spacer(minLength: nil)),
    ],
    modifiers: [.padding(EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))])

  /// A document for `path` with `body`.
  static func document(_ path: String, body: ViewNode = signInBody, title: String? = "Sign in")
    -> LayoutDocument
  {
    LayoutDocument(title: title, body: body, path: path)
  }

  /// A session over `count` good layouts on an iPhone 17 Pro in a terminal of the given size.
  static func state(layouts count: Int = 3, columns: Int = 120, rows: Int = 40) -> PreviewState {
    let slots = (0..<count).map { index in
      let path = index == 0 ? "Layouts/sign-in.yaml" : "Layouts/screen-\(index).yaml"
      return LayoutSlot(path: path, load: .document(document(path)))
    }
    return PreviewState(
      layouts: slots, device: device("iPhone 17 Pro"), terminalColumns: columns, terminalRows: rows)
  }
}

extension PreviewState {
  /// The state after each of `actions` in turn, in the fixture environment.
  func after(_ actions: PreviewAction...) -> PreviewState {
    actions.reduce(self) { $0.applying($1, in: Fixtures.environment) }
  }

  /// The paths in reading order, for readable expectations.
  var readingOrderIDs: [String] {
    guard let result = layoutResult else { return [] }
    return Self.selectable(in: result).map { result.nodes[$0].id ?? result.path(of: $0) }
  }

  /// The id of the selected node.
  var selectedID: String? {
    guard let selection, let result = layoutResult, let index = Self.index(ofPath: selection, in: result)
    else { return nil }
    return result.nodes[index].id
  }
}
