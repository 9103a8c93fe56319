import CFriBidi
import LayoutEngine

/// One laid-out line put into the order a terminal shows it, left to right, with GNU FriBidi:
/// terminals do not reorder right-to-left script, so the wireframe does.
///
/// Line breaking happens on the logical text in the engine; only here, at rasterization, each
/// line is reordered (Unicode's bidirectional algorithm), Arabic is joined and shaped into its
/// presentation forms, and brackets in right-to-left runs are mirrored. Digits inside a number
/// keep their order, as the algorithm guarantees. Explicit embedding, override and isolate
/// controls (and marks) are resolved by the reordering and then removed, so text from a layout
/// file never reaches the terminal with bidi controls that a bidi-aware terminal would apply again
/// (the reordering must come first: removing them before would change the order).
public enum BidiText {
  /// A line in visual order and the direction its paragraph resolved to.
  public struct VisualLine: Sendable, Hashable {
    /// The characters left to right as they appear on screen.
    public var text: String
    /// Whether the paragraph is right-to-left (its first strong character, else the fallback).
    public var isRightToLeft: Bool
  }

  /// `logical` in visual order. The paragraph direction is its first strong character's;
  /// `fallback` decides for text without one (a phone number, a price).
  public static func visual(_ logical: String, fallback: LayoutDirection) -> VisualLine {
    let own = ScriptDirection.of(logical)
    let needsReordering = logical.unicodeScalars.contains {
      ScriptDirection.isRightToLeft($0) || Sanitizer.isBidiFormatting($0)
    }
    if !needsReordering && (own ?? fallback) == .leftToRight {
      return VisualLine(text: logical, isRightToLeft: false)
    }
    var scalars = logical.unicodeScalars.map(\.value)
    let resolved = scalars.withUnsafeMutableBufferPointer { buffer in
      lp_fribidi_visual(buffer.baseAddress, Int32(buffer.count), fallback == .rightToLeft ? 1 : 0)
    }
    guard resolved >= 0 else {
      return VisualLine(text: stripped(logical), isRightToLeft: (own ?? fallback) == .rightToLeft)
    }
    var view = String.UnicodeScalarView()
    for value in scalars {
      guard let scalar = Unicode.Scalar(value), !Sanitizer.isBidiFormatting(scalar), value != fillCharacter
      else {
        continue
      }
      view.append(scalar)
    }
    return VisualLine(text: String(view), isRightToLeft: resolved == 1)
  }

  /// The placeholder FriBidi leaves where a ligature (lam-alef) swallowed a character.
  static let fillCharacter: UInt32 = 0xFEFF

  /// `text` without bidirectional formatting characters (`Sanitizer.isBidiFormatting`).
  static func stripped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: Sanitizer.isBidiFormatting) else { return text }
    var view = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !Sanitizer.isBidiFormatting(scalar) { view.append(scalar) }
    return String(view)
  }
}
