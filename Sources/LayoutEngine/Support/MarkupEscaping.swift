/// Text from outside made safe inside XML and HTML, text or attribute: the one rule of the SVG
/// wireframe, `check --format junit` and the gallery page.
///
/// The five markup characters become entities (the apostrophe as `&#39;`, which XML and every
/// HTML read alike). Line breaks and tabs stay, as XML allows them and a JUnit failure is lines.
/// Every other character `Sanitizer` calls unsafe becomes its visible stand-in rather than
/// vanishing: XML 1.0 forbids most C0 controls, and a bidi control would reorder text the SVG
/// already put in visual order. U+FFFE and U+FFFF, which XML also forbids, become U+FFFD.
package enum MarkupEscaping {
  package static func escaped(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out.append(contentsOf: "&amp;".unicodeScalars)
      case "<": out.append(contentsOf: "&lt;".unicodeScalars)
      case ">": out.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
      case "'": out.append(contentsOf: "&#39;".unicodeScalars)
      case "\n", "\t": out.append(scalar)
      case "\u{FFFE}", "\u{FFFF}": out.append("\u{FFFD}")
      default: out.append(Sanitizer.isUnsafe(scalar) ? Sanitizer.standIn(for: scalar) : scalar)
      }
    }
    return String(out)
  }
}
