import Foundation
import TestSupport
import Testing

@testable import Wireframe

/// Every theme reads on a light and on a dark terminal: each role that draws letters has at least
/// WCAG's 4.5:1 contrast against the background it is actually drawn on, with the terminal's
/// default colours (black on white, or white on black) wherever the theme leaves one to it.
@Suite struct ThemeContrastTests {
  /// The roles whose cells hold letters, digits or marks a person reads.
  static let textRoles: [CellRole] = [
    .text, .truncatedText, .clippedText, .control, .controlFill, .image, .systemBar, .keyboard, .status,
    .hint, .banner, .panel, .selection, .disabled,
  ]

  /// The xterm RGB of the 16 named colours (xterm's defaults; terminals differ a little).
  static let namedRGB: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
    (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  static func rgb(_ color: ThemeColor, default fallback: (Int, Int, Int)) -> (Int, Int, Int) {
    switch color {
    case .default: fallback
    case .named(let named): namedRGB[named.rawValue]
    case .indexed(let index): index < 16 ? namedRGB[Int(index)] : SGR.rgb(of: Int(index))
    }
  }

  /// WCAG 2 relative luminance.
  static func luminance(_ rgb: (Int, Int, Int)) -> Double {
    func channel(_ value: Int) -> Double {
      let v = Double(value) / 255
      return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(rgb.0) + 0.7152 * channel(rgb.1) + 0.0722 * channel(rgb.2)
  }

  /// The contrast of `role` in `theme` on a terminal whose defaults are `foreground` on `background`.
  static func contrast(
    _ role: CellRole, in theme: Theme, foreground: (Int, Int, Int), background: (Int, Int, Int)
  ) -> Double {
    let style = theme.style(for: role)
    var front = rgb(style.foreground, default: foreground)
    var back = rgb(style.background, default: background)
    if style.reverse { swap(&front, &back) }
    let (a, b) = (luminance(front), luminance(back))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  static func themes() throws -> [Theme] {
    let folder = Repository.url("Themes")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".yaml")
    }
    return try files.sorted().map { try loadTheme(folder.appendingPathComponent($0).path) } + [Theme.builtIn]
  }

  @Test func everyThemeReadsOnLightAndDarkTerminals() throws {
    let terminals = [
      ("light", (0, 0, 0), (255, 255, 255)), ("dark", (255, 255, 255), (0, 0, 0)),
    ]
    for theme in try Self.themes() {
      for (name, foreground, background) in terminals {
        for role in Self.textRoles {
          let ratio = Self.contrast(role, in: theme, foreground: foreground, background: background)
          #expect(ratio >= 4.5, "\(theme.name) on a \(name) terminal: \(role) \(ratio)")
        }
      }
    }
  }

  /// What the layout draws sits on the screen's background: no label of the dark theme keeps the
  /// terminal's own background.
  @Test func rolesOnTheScreenTakeItsBackground() throws {
    let dark = try loadTheme(Repository.url("Themes/dark.yaml").path)
    let screen = dark.style(for: .screen).background
    #expect(screen != .default)
    for role in [CellRole.text, .divider, .container, .control, .systemBar] {
      #expect(dark.style(for: role).background == screen, "\(role)")
    }
    #expect(dark.style(for: .status).background == dark.style(for: .background).background)
    #expect(dark.style(for: .status).background != .default)
  }

  /// Without colours a filled role keeps a mark: the prominent button and the banner turn to
  /// reverse video, while the grounds and plain text stay plain.
  @Test func filledRolesKeepAMarkWithoutColour() throws {
    let dark = try loadTheme(Repository.url("Themes/dark.yaml").path)
    #expect(dark.style(for: .controlFill, depth: .none).reverse)
    #expect(dark.style(for: .banner, depth: .none).reverse)
    #expect(!dark.style(for: .controlFill, depth: .ansi256).reverse)
    #expect(!dark.style(for: .screen, depth: .none).reverse)
    #expect(!dark.style(for: .text, depth: .none).reverse)
    #expect(!dark.style(for: .background, depth: .none).reverse)
  }
}
