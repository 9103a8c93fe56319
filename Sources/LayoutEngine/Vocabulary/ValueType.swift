/// The types an element's or modifier's arguments take: a closed set that every reader parses
/// into `Value`s (the YAML reader from scalars and mappings, a Swift-source reader from
/// expressions), so a declaration never sees syntax.
package enum ValueType: Sendable, Hashable {
  /// Any text: an id, a prompt, a name (`Value.text`).
  case text
  /// The element's own string, which a layout may give per language (`Value.text`, English).
  case localizedText
  /// An SF Symbol name such as `chevron.backward` (`Value.text`).
  case symbolName
  /// A number checked by its rule (`Value.number`).
  case number(NumberRule)
  /// A length, or a Dynamic Type scaled metric (`@ScaledMetric(relativeTo:)`) of one
  /// (`Value.length`).
  case scalableLength(NumberRule)
  /// A whole number, at least `minimum` (`Value.integer`).
  case integer(minimum: Int)
  /// A whole number of lines, at least 1, or none for no limit (`Value.lineCount`).
  case lineCount
  /// A line limit: a whole number of lines, none, or a range of them, `2...3`, `2...`, `...3`
  /// (`Value.lineRange`).
  case lineRange
  /// One Dynamic Type size or a range of them, `...xxxLarge` (`Value.typeSizes`).
  case typeSizes
  /// `true` or `false` (`Value.bool`).
  case bool
  /// `leading`, `center` or `trailing` (`Value.horizontalAlignment`).
  case horizontalAlignment
  /// `top`, `center` or `bottom` (`Value.verticalAlignment`).
  case verticalAlignment
  /// A two-axis alignment such as `topLeading` (`Value.alignment`).
  case alignment
  /// How lines of text align: `leading`, `center`, `trailing` (`Value.textAlignment`).
  case textAlignment
  /// One axis, `vertical` or `horizontal` (`Value.axis`).
  case axis
  /// A set of axes: `horizontal`, `vertical` or both (`Value.axes`).
  case axes
  /// A set of edges such as `top`, `horizontal` or `all` (`Value.edges`).
  case edges
  /// Padding on some edges, each a length or a scaled metric (`Value.insets`).
  case insets
  /// A colour: one of SwiftUI's standard colour names, a hex colour `#RRGGBB`, or a `Color(…)`
  /// initializer as written (`Value.text`).
  case colorName
  /// A Dynamic Type text style such as `headline` (`Value.textStyle`).
  case textStyle
  /// A font weight such as `semibold` (`Value.fontWeight`).
  case fontWeight
  /// A font: a text style, with an optional weight and fixed size (`Value.font`).
  case font
  /// One of a set of named choices (`Value.choice`).
  case choice(Choices)
  /// `LazyVGrid` column descriptions (`Value.gridItems`).
  case gridItems
  /// A view; a colour name stands for a `Color` (`Value.view`).
  case view
  /// A navigation stack's toolbar items by placement (`Value.toolbar`).
  case toolbar
  /// A list of texts, such as a `ForEach`'s items (`Value.texts`).
  case textList
  /// A bordered button's outline: a shape's name, or `roundedRectangle(radius:)` with its radius
  /// (`Value.buttonBorderShape`).
  case buttonBorderShape
  /// Any value, kept as written and not interpreted: the arguments of a modifier the preview
  /// accepts but does not draw (`Value.text`, the value's source).
  case anyValue
}

/// What a number may be, so each argument states its own rule.
package enum NumberRule: Sendable, Hashable {
  /// A size: finite, not negative, at most 100,000 pt.
  case length
  /// A size that may also be `infinity` (SwiftUI's `.infinity` for max widths and heights).
  case maximumLength
  /// A signed distance such as an offset: finite, magnitude at most 100,000.
  case signed
  /// A fraction between 0 and 1, such as a slider's value.
  case fraction
  /// A ratio: finite and greater than 0.
  case ratio
}

/// A closed set of names an argument accepts, what to call them in messages, names SwiftUI
/// has that the preview refuses, with the reason, and names SwiftUI has only on other platforms,
/// read with a warning as the first name (iOS's default), so a shared screen still ports.
package struct Choices: Sendable, Hashable {
  package var names: [String]
  /// What one name is, for messages: "button style", "list style".
  package var kind: String
  package var rejected: [String: String]
  /// Names of other platforms' styles (`checkbox` is macOS's), each with why it is not iOS's.
  package var otherPlatforms: [String: String]

  package init(
    _ names: [String], kind: String, rejected: [String: String] = [:], otherPlatforms: [String: String] = [:]
  ) {
    self.names = names
    self.kind = kind
    self.rejected = rejected
    self.otherPlatforms = otherPlatforms
  }

  /// The warning for `name`, one of `otherPlatforms`: what it is, and the names iOS has.
  package func otherPlatformWarning(_ name: String) -> String? {
    otherPlatforms[name].map {
      "'\(name)' is not an iOS \(kind) (\($0)); drawn as '\(names[0])', iOS has "
        + names.map { "'\($0)'" }.joined(separator: ", ")
    }
  }
}
