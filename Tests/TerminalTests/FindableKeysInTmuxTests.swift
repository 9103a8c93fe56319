import Foundation
import Testing

/// Issue-level checks of the session as a person meets it on a small terminal: every key found
/// in the help at 80x24, the device kept still while Tab walks a layout, and every letter
/// readable whatever the terminal's own background.
@Suite("Keys, a still device and readable colours in a terminal", .serialized)
struct FindableKeysInTmuxTests {
  static let layouts = TmuxSession.packageRoot.appendingPathComponent("Layouts")

  /// The bindings as `preview --keys` prints them: (keys, summary), group titles left out.
  static func bindings() throws -> [(keys: String, summary: String)] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TmuxSession.binary)
    process.arguments = ["preview", "--keys"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return text.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { line in
      let trimmed = line.drop { $0 == " " }
      let parts = trimmed.split(separator: "  ", maxSplits: 1)
      return (String(parts[0]), parts.count > 1 ? String(parts[1].drop { $0 == " " }) : "")
    }
  }

  func shows(_ text: String, _ screen: [String]) -> Bool { screen.contains { $0.contains(text) } }

  @Test("at 80x24 paging through ? shows every key, and each is found by typing it")
  func everyKeyAt80x24() throws {
    let bindings = try Self.bindings()
    #expect(bindings.count > 25)
    let tmux = try TmuxSession([Self.layouts.path], columns: 80, rows: 24)
    let start = try tmux.waitFor { $0.count == 24 && $0[23].contains("? help") }
    let status = start[22]
    try tmux.type("?")
    var seen = try tmux.waitFor(text: "to filter")
    // The hint line shows the keys the product exists for at 80 columns.
    for hint in [
      "? help", "r rotate", "+/- text", "m mirror", "g language", "v compare", "d/p device", "q quit",
    ] {
      #expect(start.last?.contains(hint) == true, "\(hint)")
    }
    var pages = seen
    for _ in 0..<6 {
      try tmux.press("PageDown")
      Thread.sleep(forTimeInterval: 0.1)
      seen = try tmux.screen()
      pages += seen
    }
    // PgDn scrolled the help, not the layouts behind it.
    #expect(seen[22] == status, "\(seen[22])")
    for binding in bindings {
      #expect(shows(String(binding.summary.prefix(30)), pages), "\(binding.keys): \(binding.summary)")
      // Its command's name beside it: every action is reachable by name too.
      if let name = binding.summary.firstMatch(of: /\s(:[a-z-]+)$/)?.1 {
        #expect(shows(String(name), pages), "\(binding.keys): \(name)")
      }
    }
    // Found by key: `/` and the key itself list its binding.
    try tmux.press("Escape")
    try tmux.waitFor { !self.shows("to filter", $0) }
    for binding in bindings {
      let key = binding.keys.split(separator: ",").first.map(String.init) ?? binding.keys
      guard key.count == 1 else { continue }
      try tmux.type("?")
      try tmux.waitFor(text: "to filter")
      try tmux.type("/" + key)
      let found = try tmux.waitFor { self.shows(String(binding.summary.prefix(30)), $0) }
      #expect(shows(String(binding.summary.prefix(30)), found), "\(key): \(binding.summary)")
      try tmux.press("Escape")
      try tmux.press("Escape")
      try tmux.waitFor { !self.shows("Filter:", $0) && !self.shows("to filter", $0) }
    }
    try tmux.type("q")
    #expect(try tmux.waitForExit()?.contains("status 0") == true)
  }

  @Test("at 80x24 the help finds every action by its name, and every command that takes a value")
  func everyNameAt80x24() throws {
    let lines = try Self.bindings()
    let names = lines.compactMap { $0.summary.firstMatch(of: /\s:([a-z-]+)$/).map { String($0.1) } }
    // The `:` key's own row is a binding; a command's row starts with its name (`:device NAME`).
    let commands = lines.filter { $0.keys.count > 1 && $0.keys.hasPrefix(":") }.map(\.keys)
    #expect(names.count == lines.count - commands.count)
    #expect(
      commands == [
        ":device NAME", ":type SIZE", ":language CODE", ":split MODE", ":window WINDOW", ":render FILE.svg",
        ":check",
      ])
    let tmux = try TmuxSession([Self.layouts.path], columns: 80, rows: 24)
    try tmux.waitFor { $0.count == 24 && $0[23].contains("? help") }
    for name in names + commands.map({ String($0.dropFirst().prefix { $0 != " " }) }) {
      try tmux.type("?")
      try tmux.waitFor(text: "to filter")
      try tmux.type("/" + name)
      // The row naming it shows, whole, in the filtered help.
      let found = try tmux.waitFor { screen in
        screen.contains { $0.contains(":\(name) ") || $0.hasSuffix(":\(name)") || $0.contains(":\(name)│") }
      }
      #expect(found.contains { $0.contains(":\(name)") }, "\(name)")
      try tmux.press("Escape")
      try tmux.press("Escape")
      try tmux.waitFor { !self.shows("Filter:", $0) && !self.shows("to filter", $0) }
    }
    try tmux.type("q")
    #expect(try tmux.waitForExit()?.contains("status 0") == true)
  }

  @Test("at 80x24 the : command line runs actions by name, completes with Tab and suggests")
  func commandLine() throws {
    let settings = Self.layouts.appendingPathComponent("settings.yaml").path
    let tmux = try TmuxSession([settings], columns: 80, rows: 24)
    try tmux.waitFor { $0.count == 24 && $0[23].contains("? help") }
    try tmux.type(":rot")
    try tmux.press("Tab")
    try tmux.waitFor { $0[23].hasPrefix(":rotate") }
    try tmux.press("Enter")
    let rotated = try tmux.waitFor { $0[22].contains("L-left") }
    #expect(rotated[22].contains("L-left"), "\(rotated[22])")
    try tmux.type(":device iPad Air 11")
    try tmux.press("Enter")
    let ipad = try tmux.waitFor { $0[22].hasPrefix("iPad Air 11-inch") }
    #expect(ipad[22].hasPrefix("iPad Air 11-inch · L-left"), "\(ipad[22])")
    try tmux.type(":languag ar")
    try tmux.press("Enter")
    let wrong = try tmux.waitFor(text: "did you mean")
    #expect(wrong[23].contains("did you mean :language?"), "\(wrong[23])")
    try tmux.type(":language ar")
    try tmux.press("Enter")
    let arabic = try tmux.waitFor { $0[22].contains("RTL · ar") }
    #expect(arabic[22].contains("RTL · ar"), "\(arabic[22])")
  }

  @Test("in a POSIX locale the status line keeps its size and separators as ASCII stand-ins")
  func posixLocale() throws {
    let settings = Self.layouts.appendingPathComponent("settings.yaml").path
    let tmux = try TmuxSession([settings], environment: ["LANG": "C", "LC_ALL": "C"])
    let screen = try tmux.waitFor { $0.count == 40 && $0[39].contains("? help") }
    #expect(screen[38].hasPrefix("settings.yaml 1/1 - iPhone 17 Pro 402x874 - portrait - "), "\(screen[38])")
    #expect(screen.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
  }

  /// The columns from the leftmost to the rightmost drawn cell of the pane: the device outline.
  func outlineColumns(_ screen: [String]) -> ClosedRange<Int>? {
    var left = Int.max
    var right = -1
    for line in screen.dropLast(2) {
      let characters = Array(line)
      if let first = characters.firstIndex(where: { $0 != " " }) { left = min(left, first) }
      if let last = characters.lastIndex(where: { $0 != " " }) { right = max(right, last) }
    }
    return right >= left ? left...right : nil
  }

  @Test("Tab through every sample keeps the device in its columns at 80x24, 120x40 and 200x60")
  func tabKeepsTheDeviceStill() throws {
    var count = 1
    for (columns, rows) in [(200, 60), (120, 40), (80, 24)] {
      let tmux = try TmuxSession([Self.layouts.path], columns: columns, rows: rows)
      // The hint line on the last row: the frame drawn at this size, not one from before a resize.
      var screen = try tmux.waitFor { $0.count == rows && $0[rows - 1].contains("? help") }
      // The status line of the widest terminal names the position: "contact.yaml 1/20".
      if columns == 200 { count = Int(screen[rows - 2].firstMatch(of: /\d+\/(\d+)/)?.1 ?? "1") ?? 1 }
      for _ in 0..<count {
        let before = try #require(outlineColumns(screen))
        for _ in 0..<8 {
          try tmux.press("Tab")
          screen = try tmux.settled()
          #expect(outlineColumns(screen) == before, "\(columns)x\(rows) \(screen[rows - 2])")
        }
        try tmux.press("Escape")
        let shown = try tmux.screen()
        try tmux.type("n")
        try tmux.waitFor(3) { $0.dropLast(2) != shown.dropLast(2) }
        screen = try tmux.settled()
      }
    }
    #expect(count > 10)
  }

  @Test("in every theme, every letter of every sample reads at 4.5:1 on a light and a dark terminal")
  func coloursReadOnAnyTerminal() throws {
    let tmux = try TmuxSession([Self.layouts.path], columns: 120, rows: 40)
    var screen = try tmux.waitFor { $0.count == 40 && $0[39].contains("? help") }
    let count = Int(screen[38].firstMatch(of: /\d+\/(\d+)/)?.1 ?? "1") ?? 1
    #expect(count > 10)
    for theme in 0..<4 {
      for _ in 0..<count {
        let styled = try tmux.screenWithStyles()
        for (name, foreground, background) in [
          ("light", (0, 0, 0), (255, 255, 255)), ("dark", (229, 229, 229), (0, 0, 0)),
        ] {
          for cell in StyledCells.parse(styled) where cell.character.isLetter || cell.character.isNumber {
            let ratio = cell.contrast(foreground: foreground, background: background)
            #expect(
              ratio >= 4.5, "theme \(theme) on \(name): '\(cell.character)' row \(cell.row) \(ratio)")
            if ratio < 4.5 { break }
          }
        }
        try tmux.type("n")
        Thread.sleep(forTimeInterval: 0.15)
      }
      try tmux.type("c")
      screen = try tmux.waitFor(text: "Theme:")
    }
  }
}

/// The cells of a `capture-pane -e` capture with the colours SGR sequences gave them.
struct StyledCells {
  var character: Character
  var row: Int
  var foreground: (Int, Int, Int)?
  var background: (Int, Int, Int)?
  var reverse: Bool

  /// WCAG 2 contrast of the cell with the terminal's defaults where it has no colour.
  func contrast(foreground defaultForeground: (Int, Int, Int), background defaultBackground: (Int, Int, Int))
    -> Double
  {
    var front = foreground ?? defaultForeground
    var back = background ?? defaultBackground
    if reverse { swap(&front, &back) }
    func luminance(_ rgb: (Int, Int, Int)) -> Double {
      func channel(_ value: Int) -> Double {
        let v = Double(value) / 255
        return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * channel(rgb.0) + 0.7152 * channel(rgb.1) + 0.0722 * channel(rgb.2)
    }
    let (a, b) = (luminance(front), luminance(back))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// xterm's RGB for a 256-palette index.
  static func palette(_ index: Int) -> (Int, Int, Int) {
    let named: [(Int, Int, Int)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
      (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
      (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    if index < 16 { return named[max(0, index)] }
    if index >= 232 { return (8 + (index - 232) * 10, 8 + (index - 232) * 10, 8 + (index - 232) * 10) }
    let levels = [0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
  }

  /// Every printed character of `capture` with the style in force where it stands.
  static func parse(_ capture: String) -> [StyledCells] {
    var cells: [StyledCells] = []
    var foreground: (Int, Int, Int)?
    var background: (Int, Int, Int)?
    var reverse = false
    for (row, line) in capture.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var index = line.startIndex
      while index < line.endIndex {
        let character = line[index]
        if character == "\u{1B}", line[line.index(after: index)...].hasPrefix("[") {
          var end = line.index(index, offsetBy: 2)
          while end < line.endIndex, !line[end].isLetter { end = line.index(after: end) }
          guard end < line.endIndex else { break }
          if line[end] == "m" {
            let numbers = line[line.index(index, offsetBy: 2)..<end].split(
              separator: ";", omittingEmptySubsequences: false
            ).map { Int($0) ?? 0 }
            var i = 0
            while i < numbers.count {
              let code = numbers[i]
              switch code {
              case 0:
                (foreground, background, reverse) = (nil, nil, false)
              case 7: reverse = true
              case 27: reverse = false
              case 30...37: foreground = palette(code - 30)
              case 90...97: foreground = palette(code - 90 + 8)
              case 39: foreground = nil
              case 40...47: background = palette(code - 40)
              case 100...107: background = palette(code - 100 + 8)
              case 49: background = nil
              case 38, 48:
                var color: (Int, Int, Int)?
                if i + 2 < numbers.count, numbers[i + 1] == 5 {
                  color = palette(numbers[i + 2])
                  i += 2
                } else if i + 4 < numbers.count, numbers[i + 1] == 2 {
                  color = (numbers[i + 2], numbers[i + 3], numbers[i + 4])
                  i += 4
                }
                if code == 38 { foreground = color } else { background = color }
              default: break
              }
              i += 1
            }
          }
          index = line.index(after: end)
          continue
        }
        cells.append(
          StyledCells(
            character: character, row: row, foreground: foreground, background: background, reverse: reverse))
        index = line.index(after: index)
      }
    }
    return cells
  }
}
