import Foundation
import LayoutFile
import TestSupport
import Testing

@testable import Wireframe

/// The package root, found from this file's path (Tests/WireframeTests/ThemeTests.swift).

/// Parses `yaml` as a theme file named `t.yaml`, returning the error it throws.
func themeError(_ yaml: String) -> ThemeError? {
  do {
    _ = try Theme.parse(bytes: Array(yaml.utf8), file: "t.yaml")
    return nil
  } catch {
    return error
  }
}

@Test func everyShippedThemeParses() throws {
  let folder = Repository.url("Themes")
  let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
    $0.hasSuffix(".yaml")
  }
  #expect(Set(files).isSuperset(of: ["dark.yaml", "light.yaml", "high-contrast.yaml", "monochrome.yaml"]))
  for file in files {
    let theme = try loadTheme(folder.appendingPathComponent(file).path)
    #expect(!theme.name.isEmpty, "\(file)")
    #expect(!theme.styles.isEmpty, "\(file)")
  }
  let mono = try loadTheme(folder.appendingPathComponent("monochrome.yaml").path)
  #expect(mono.styles.values.allSatisfy { $0.foreground == .default && $0.background == .default })
  let dark = try loadTheme(folder.appendingPathComponent("dark.yaml").path)
  #expect(dark.style(for: .deviceBezel).foreground == .indexed(245))
  #expect(dark.ownStyle(for: .truncatedText) == CellStyle(foreground: .named(.yellow), bold: true))
  // Drawn on the screen, it takes the screen's background rather than the terminal's.
  #expect(
    dark.style(for: .truncatedText)
      == CellStyle(foreground: .named(.yellow), background: .indexed(233), bold: true))
}

@Test func themeFormat() throws {
  let theme = try Theme.parse(
    bytes: Array(
      """
      name: T
      default: { foreground: bright-blue }
      roles:
        text: { foreground: 12, background: Grey, underline: yes, dim: false }
        selection: { reverse: true }
      """.utf8), file: "t.yaml")
  #expect(theme.name == "T")
  #expect(
    theme.style(for: .text)
      == CellStyle(foreground: .indexed(12), background: .named(.brightBlack), underline: true))
  #expect(theme.style(for: .selection).reverse)
  #expect(
    theme.style(for: .cutout) == CellStyle(foreground: .named(.brightBlue)), "unlisted roles use the default")
}

@Test func themeErrorsCarryPositionAndSuggestions() throws {
  let role = try #require(themeError("name: T\nroles:\n  slection: { reverse: true }\n"))
  #expect(role.description.hasPrefix("t.yaml:3:3: error: unknown role 'slection'"))
  #expect(role.description.contains("did you mean 'selection'?"))

  let color = try #require(themeError("name: T\nroles:\n  text: { foreground: rd }\n"))
  #expect((color.line, color.column) == (3, 23))
  #expect(color.message.contains("did you mean 'red'?"))

  let index = try #require(themeError("name: T\nroles:\n  text: { foreground: 300 }\n"))
  #expect(index.message.contains("0-255"))

  let type = try #require(themeError("name: T\nroles:\n  text: { bold: maybe }\n"))
  #expect(type.description.hasPrefix("t.yaml:3:17: error: expected true or false"))

  let shape = try #require(themeError("name: T\nroles: [text]\n"))
  #expect(shape.line == 2 && shape.message.contains("mapping"))

  let key = try #require(themeError("name: T\nrole:\n  text: {}\n"))
  #expect(key.message.contains("did you mean 'roles'?"))

  let syntax = try #require(themeError("name: T\nroles:\n  text: { bold: true\n"))
  #expect(syntax.line >= 3 && syntax.message.hasPrefix("invalid YAML"))

  #expect(themeError("roles: {}\n")?.message.contains("name") == true)
}

@Test func ansiOutputUsesTheThemeAndNeverPassesControlCharacters() {
  var canvas = Canvas(columns: 8, rows: 2)
  canvas.write("ab", column: 0, row: 0, role: .text)
  canvas.write("cd", column: 2, row: 0, role: .selection)
  canvas.put("\u{1B}", column: 0, row: 1, role: .text)
  canvas.put("x", column: 1, row: 1, role: .text)
  let theme = Theme(
    name: "T",
    styles: [
      .text: CellStyle(foreground: .indexed(196)),
      .selection: CellStyle(foreground: .named(.brightGreen), reverse: true),
    ])
  let full = ANSIOutput.render(canvas, theme: theme, depth: .ansi256)
  #expect(full == "\u{1B}[0;38;5;196mab\u{1B}[0;7;92mcd\u{1B}[0m\n\u{1B}[0;38;5;196m\u{241B}x\u{1B}[0m")
  let eight = ANSIOutput.render(canvas, theme: theme, depth: .ansi8)
  #expect(eight.hasPrefix("\u{1B}[0;31mab\u{1B}[0;7;32mcd"))
  let none = ANSIOutput.render(canvas, theme: theme, depth: .none)
  #expect(none.hasPrefix("ab\u{1B}[0;7mcd\u{1B}[0m"))
  for output in [full, eight, none] {
    let escapes = output.components(separatedBy: "\u{1B}").count - 1
    let sequences = output.components(separatedBy: "\u{1B}[").count - 1
    #expect(escapes == sequences, "every ESC starts an SGR sequence we wrote")
  }
  #expect(PlainTextOutput.render(canvas) == "abcd\n\u{241B}x")
}

@Test func ansiOutputOfARenderedLayoutHasNoRawEscapeFromText() {
  let (_, canvas) = draw(text("\u{1B}[2J", id: "t"), on: plainScreen, viewport: plainViewport)
  let output = ANSIOutput.render(canvas, theme: .builtIn, depth: .ansi256)
  #expect(!output.contains("\u{1B}[2J"))
  #expect(output.contains("\u{241B}[2J"))
}

@Test func colorDepthFromEnvironment() {
  #expect(ColorDepth.from(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"]) == .none)
  #expect(ColorDepth.from(environment: ["TERM": "xterm-256color"]) == .ansi256)
  #expect(ColorDepth.from(environment: ["TERM": "xterm"]) == .ansi8)
  #expect(ColorDepth.from(environment: ["TERM": "dumb"]) == .none)
  #expect(SGR.nearestBasic(to: 196) == 1)
  #expect(SGR.nearestBasic(to: 21) == 4)
  #expect(SGR.nearestBasic(to: 255) == 7)
}

/// A shipped theme file, read under the YAML budgets as the commands read it.
func loadTheme(_ path: String) throws -> Theme {
  try Theme.parse(bytes: BudgetedYAML.read(path), file: path)
}
