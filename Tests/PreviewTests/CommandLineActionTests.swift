import Devices
import LayoutEngine
import Testing

@testable import Preview

/// The `:` command line: every action by name, four with a value, completion and suggestions.
@Suite struct CommandLineActionTests {
  /// The state after typing `text` on the command line and pressing Enter.
  func run(_ text: String, on state: PreviewState = Fixtures.state()) -> PreviewState {
    var next = state.after(.openCommandLine)
    for character in text { next = next.after(.commandInput(character)) }
    return next.after(.commandRun)
  }

  @Test func everyKeyedActionHasAName() {
    for binding in KeyMap.bindings where binding.action != .openCommandLine {
      #expect(SessionCommand.name(of: binding.action) != nil, "\(binding.summary)")
    }
    let names = SessionCommand.names
    #expect(Set(names).count == names.count)
  }

  @Test func namedActionsRunAsTheirKeys() {
    #expect(run("rotate").orientation == .landscapeLeft)
    #expect(run("mirror").direction == .rightToLeft)
    #expect(run("help").overlay == .help(HelpView()))
    #expect(run("quit").shouldQuit)
  }

  @Test func valueCommands() {
    #expect(run("device iPad Air 11").device.name == "iPad Air 11-inch")
    #expect(run("type AX3").typeSize == .accessibility3)
    let arabic = run("language ar")
    #expect(arabic.language == .arabic)
    #expect(arabic.direction == .rightToLeft)
    var ipad = Fixtures.state()
    ipad.device = Fixtures.device("iPad Pro 12.9-inch")
    ipad.orientation = .landscapeLeft
    #expect(run("split half", on: ipad).screen.splitMode == .half)
    #expect(run("window quadrant", on: ipad).screen.window.size == Size(width: 678, height: 507))
    let free = run("window 700x600", on: ipad)
    #expect(free.screen.splitMode == .window(width: 700, height: 600))
    #expect(free.notice == "free window: window 700×600 pt, R/R")
    #expect(run("window 100x600", on: ipad).notice == "free window is not offered here")
    #expect(
      run("window wide", on: ipad).notice
        == "Unknown value \"wide\" for :window: full, half, third, quadrant or WxH")
    #expect(run("type huge").notice == "Unknown value \"huge\" for :type: xSmall … AX5")
    #expect(run("device zzzz").notice == "No device matches \"zzzz\"")
  }

  @Test func tabCompletesAndAMistakeGetsASuggestion() {
    var state = Fixtures.state().after(.openCommandLine, .commandInput("r"), .commandInput("o"))
    state = state.after(.commandComplete)
    #expect(state.overlay == .commandLine("rotate"))
    #expect(SessionCommand.completed("dev") == "device ")
    #expect(SessionCommand.completed("next-") == "next-")
    #expect(run("rotat").notice == "Unknown command \"rotat\": did you mean :rotate?")
    #expect(run("rotat").orientation == .portrait)
  }

  /// The command line takes every key while open and shows on the hint line.
  @Test func theCommandLineTakesTheKeys() {
    #expect(KeyMap.action(for: .character(":")) == .openCommandLine)
    let open = Overlay.commandLine("ro")
    #expect(KeyMap.action(for: .character("q"), overlay: open) == .commandInput("q"))
    #expect(KeyMap.action(for: .tab, overlay: open) == .commandComplete)
    #expect(KeyMap.action(for: .escape, overlay: open) == .commandCancel)
    let state = Fixtures.state(columns: 80, rows: 24).after(.openCommandLine, .commandInput("r"))
    let canvas = ScreenComposer.compose(state, environment: Fixtures.environment, glyphs: .unicode)
    #expect(canvas.lines[23] == ":r▏")
    #expect(state.after(.commandCancel).overlay == .none)
  }
}

/// `:render` and `:check` leave the state machine as requests for the terminal layer.
@Suite struct CommandRequestTests {
  func run(_ text: String) -> PreviewState {
    var next = Fixtures.state().after(.openCommandLine)
    for character in text { next = next.after(.commandInput(character)) }
    return next.after(.commandRun)
  }

  @Test func renderAndCheckAreRequests() {
    #expect(run("render out.svg").request == .render(path: "out.svg"))
    #expect(run("check").request == .check)
    #expect(run("render").request == nil)
    #expect(run("render").notice == "Unknown value \"\" for :render: a file: .svg")
    #expect(run("rotate").request == nil)
    // Completion stops after a name that takes no value, and adds a space after one that does.
    #expect(SessionCommand.completed("che") == "check")
    #expect(SessionCommand.completed("ren") == "render ")
  }
}
