import Testing

@testable import Preview

/// The key table: complete, unambiguous, and what the help shows.
@Suite struct KeyMapTests {
  /// Every action a key should trigger outside the picker (events and picker actions excluded).
  let keyedActions: [PreviewAction] = [
    .nextDevice, .previousDevice, .openDevicePicker, .rotate, .largerText, .smallerText,
    .defaultTextSize, .toggleDirection, .nextLayout, .previousLayout, .nextTheme, .toggleSafeArea,
    .zoomIn, .zoomOut, .toggleFit, .scroll(pages: 0.25), .scroll(pages: -0.25), .selectNext, .selectPrevious,
    .clearSelection, .toggleHelp, .quit,
  ]

  @Test func everyActionHasAKey() {
    for action in keyedActions {
      #expect(KeyMap.bindings.contains { $0.action == action }, "no key for \(action)")
    }
    let pans = KeyMap.bindings.filter { if case .pan = $0.action { true } else { false } }
    #expect(pans.count == 2)
  }

  @Test func noKeyIsBoundTwice() {
    let keys = KeyMap.bindings.flatMap(\.keys)
    #expect(Set(keys).count == keys.count)
  }

  @Test func everyKeyLeadsToItsAction() {
    for binding in KeyMap.bindings {
      for key in binding.keys { #expect(KeyMap.action(for: key) == binding.action) }
    }
  }

  @Test func quitIsQAndControlC() {
    #expect(KeyMap.action(for: .character("q")) == .quit)
    #expect(KeyMap.action(for: .control("c")) == .quit)
    #expect(KeyMap.pickerAction(for: .control("c")) == .quit)
  }

  @Test func clicksAndWheelMapToActions() {
    #expect(KeyMap.action(for: .click(column: 3, row: 4)) == .click(column: 3, row: 4))
    #expect(KeyMap.action(for: .wheelDown(column: 5, row: 6)) == .wheel(column: 5, row: 6, rows: 3))
    #expect(KeyMap.action(for: .wheelUp(column: 5, row: 6)) == .wheel(column: 5, row: 6, rows: -3))
  }

  @Test func pickerKeysFilterMoveConfirmAndCancel() {
    #expect(KeyMap.pickerAction(for: .character("q")) == .pickerInput("q"))
    #expect(KeyMap.pickerAction(for: .enter) == .pickerConfirm)
    #expect(KeyMap.pickerAction(for: .escape) == .pickerCancel)
    #expect(KeyMap.pickerAction(for: .backspace) == .pickerBackspace)
    #expect(KeyMap.pickerAction(for: .up) == .pickerMove(-1))
    #expect(KeyMap.pickerAction(for: .down) == .pickerMove(1))
  }

  @Test func helpListsEveryBinding() {
    let text = KeyMap.helpLines.joined(separator: "\n")
    for binding in KeyMap.bindings {
      #expect(text.contains(binding.summary))
      #expect(text.contains(HelpPanel.keysLabel(binding)))
    }
    for group in KeyMap.standard.groups { #expect(text.contains(group.title)) }
  }

  /// The keys the product exists for come first and, with help and quit, fit in 80 columns.
  @Test func hintsRankTheProductsKeysFirstAndFitIn80Columns() {
    let texts = KeyMap.hints.map(\.text)
    #expect(
      Array(texts.prefix(8)) == [
        "? help", "r rotate", "+/- text", "m mirror", "g language", "v compare", "d/p device", "q quit",
      ])
    #expect(texts.prefix(8).joined(separator: "  ").count <= 80)
    #expect(KeyMap.hints.count == KeyMap.bindings.filter { $0.hint != nil }.count)
    for hint in KeyMap.hints {
      #expect(KeyMap.bindings.contains { $0.action == hint.action && $0.hint == hint.text })
    }
  }

  /// An open panel takes every key: the help scrolls with j/k and the page keys, and no key
  /// reaches the screen behind it.
  @Test func anOpenHelpTakesEveryKey() {
    let help = Overlay.help(HelpView())
    #expect(KeyMap.action(for: .character("j"), overlay: help) == .helpScroll(lines: 1))
    #expect(KeyMap.action(for: .up, overlay: help) == .helpScroll(lines: -1))
    #expect(KeyMap.action(for: .pageDown, overlay: help) == .helpPage(1))
    #expect(KeyMap.action(for: .pageUp, overlay: help) == .helpPage(-1))
    #expect(KeyMap.action(for: .character("d"), overlay: help) == .helpInput("d"))
    #expect(KeyMap.action(for: .character("?"), overlay: help) == .toggleHelp)
    #expect(KeyMap.action(for: .tab, overlay: help) == nil)
    #expect(KeyMap.action(for: .control("c"), overlay: help) == .quit)
    let typing = Overlay.help(HelpView(filter: "ro", isFiltering: true))
    #expect(KeyMap.action(for: .character("j"), overlay: typing) == .helpInput("j"))
    #expect(KeyMap.action(for: .enter, overlay: typing) == .helpFilterDone)
    #expect(KeyMap.action(for: .pageDown, overlay: .none) == .nextLayout)
  }
}

/// One key map for keys, names, help and hints, remapped by a config file.
@Suite struct KeyRemappingTests {
  /// screen, tmux and editors take these as prefixes; the product leaves them free.
  @Test func noDefaultKeyOnTheMultiplexersPrefixes() {
    let keys = KeyMap.bindings.flatMap(\.keys)
    for prefix: Key in [.control("a"), .control("b"), .character(" "), .control(" ")] {
      #expect(!keys.contains(prefix), "\(prefix.label)")
    }
  }

  @Test func everyActionHasOneNameAndEveryKeyReadsBackFromItsLabel() {
    let names = KeyMap.bindings.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { !$0.isEmpty && !$0.contains(" ") })
    for key in KeyMap.bindings.flatMap(\.keys) { #expect(Key(label: key.label) == key, "\(key.label)") }
    #expect(Key(label: "ctrl-r") == .control("r"))
    #expect(Key(label: "PageDown") == .pageDown)
    #expect(Key(label: "Ctrl-1") == nil)
    #expect(Key(label: "xy") == nil)
  }

  @Test func aRemappedKeyActsAndTheHelpAndHintsShowIt() {
    let map = KeyMap.standard.remapped([
      ("rotate", [.character("R")]), ("mirror", [.character("d"), .control("t")]),
    ])
    #expect(map.action(for: .character("R")) == .rotate)
    #expect(map.action(for: .character("r")) == nil)
    #expect(map.action(for: .character("d")) == .toggleDirection)
    #expect(map.action(for: .control("t")) == .toggleDirection)
    // `d` moved to mirror: next-device keeps no key and is reached by name.
    #expect(map.binding(named: "next-device")?.keys == [])
    #expect(map.hints.map(\.text).prefix(4) == ["? help", "R rotate", "+/- text", "d mirror"])
    #expect(!map.hints.contains { $0.action == .nextDevice })
    let help = map.helpLines.joined(separator: "\n")
    #expect(help.contains("R  ") && help.contains(":rotate"))
    #expect(map.helpLines.contains { $0.hasPrefix("  -") && $0.contains(":next-device") })
    // The standard map is untouched.
    #expect(KeyMap.action(for: .character("r")) == .rotate)
  }

  @Test func theSessionAnswersToItsEnvironmentsKeys() {
    var environment = Fixtures.environment
    environment.keyMap = KeyMap.standard.remapped([("rotate", [.character("R")])])
    let state = Fixtures.state()
    let action = environment.keyMap.action(for: .character("R"), overlay: state.overlay)
    #expect(action == .rotate)
    #expect(state.applying(action!, in: environment).orientation == .landscapeLeft)
    // The help lists the key that acts.
    let helpLines = HelpPanel.rowsOfBindings(filter: "rotate", keyMap: environment.keyMap, columns: 80)
    #expect(helpLines.contains { $0.text.hasPrefix("  R ") })
  }
}
