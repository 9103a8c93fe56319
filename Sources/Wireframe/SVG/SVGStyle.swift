/// The look of an SVG wireframe: one style sheet inside the file (no external font or file), a
/// light wireframe in iOS system colours, text in the viewer's generic sans-serif.
enum SVGStyle {
  /// The `<style>` body. Text is drawn left to right exactly as written (`bidi-override`): lines
  /// are already in visual order.
  static let sheet = """
    text{font-family:sans-serif;fill:#1c1c1e;direction:ltr;unicode-bidi:bidi-override;white-space:pre}
    .body{fill:#1c1c1e}.screen{fill:#fff}.home-button{fill:none;stroke:#636366;stroke-width:2}
    .other-app{fill:#d1d1d6}.split-divider{fill:#1c1c1e}.status{fill:#1c1c1e}
    .battery{fill:none;stroke:#1c1c1e;stroke-width:1.5}
    .cutout{fill:#000}.home-indicator{fill:#1c1c1e}
    .title-bar{fill:#ececec}.close{fill:#ff5f57}.minimize{fill:#febc2e}.zoom{fill:#28c840}
    .keyboard{fill:#d1d3d9}.keyboard-label{fill:#3a3a3c}
    .safe-area{fill:none;stroke:#34c759;stroke-width:1;stroke-dasharray:4 3}
    .truncated{fill:#c93400}.placeholder{fill:#8e8e93}.accent{fill:#007aff}.on-accent{fill:#fff}
    .symbol{fill:#007aff}.photo{fill:#e5e5ea;stroke:#8e8e93}.photo-cross{stroke:#aeaeb2}
    .photo-name{fill:#3a3a3c}
    .shape{fill:#e5e5ea;stroke:#aeaeb2}.divider,.separator,.bar-edge{stroke:#c6c6c8}
    .card{fill:#f2f2f7;stroke:#d1d1d6}.search{fill:#e9e9eb}
    .button-bordered{fill:#e8f1fd;stroke:#007aff}.button-prominent{fill:#007aff}
    .field{fill:#fff;stroke:#c7c7cc}.switch-on{fill:#34c759}.switch-off{fill:#e9e9ea}
    .knob{fill:#fff;stroke:#c7c7cc}.track{fill:#e5e5ea}.track-fill{fill:#007aff}
    .spinner{fill:none;stroke:#8e8e93;stroke-width:3;stroke-dasharray:4 3}
    .accessory{fill:#8e8e93}.segments{fill:#eeeeef;stroke:#c6c6c8}.segment-selected{fill:#fff;stroke:#d1d1d6}
    .segment-line{stroke:#c6c6c8}.stepper-sign{fill:#007aff}
    """ + colorRules

  /// SwiftUI's named colours (their light-mode system values), filled at a wireframe's strength.
  static let colors: [(name: String, hex: String)] = [
    ("red", "ff3b30"), ("orange", "ff9500"), ("yellow", "ffcc00"), ("green", "34c759"), ("mint", "00c7be"),
    ("teal", "30b0c7"), ("cyan", "32ade6"), ("blue", "007aff"), ("indigo", "5856d6"), ("purple", "af52de"),
    ("pink", "ff2d55"), ("brown", "a2845e"), ("gray", "8e8e93"), ("black", "000000"), ("white", "ffffff"),
    ("accentColor", "007aff"), ("primary", "000000"), ("secondary", "8e8e93"),
  ]

  private static let colorRules =
    "\n" + colors.map { ".color-\($0.name){fill:#\($0.hex);fill-opacity:.3}" }.joined() + "\n"
    + ".color-clear{fill:none}.color-other{fill:#e5e5ea}"

  /// The class suffix of a named colour: its own for SwiftUI's names, `other` for the rest.
  static func colorClass(_ name: String) -> String {
    let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
    if bare == "clear" { return "clear" }
    return colors.first { $0.name == bare || ($0.name == "gray" && bare == "grey") }?.name ?? "other"
  }
}
