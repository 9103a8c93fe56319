import LayoutEngine

/// Why a value written in SwiftUI's spelling is not one of the type asked for: what a strict
/// reader (a layout file) reports in its own words, where the Swift reader leaves the value out.
package enum SpellingProblem: Error, Sendable, Hashable {
  /// A call of the type's with arguments it does not take (`.rect(radius: 4)`).
  case arguments
  /// The argument labelled `label` is a number its rule does not allow (`cornerRadius: -4`).
  case number(label: String, NumberProblem, written: SourceValue)
  /// A name the type does not have, as written (`.larg` for a type size).
  case unknownName(String)
  /// A range with no value in it (`3...2`).
  case emptyRange
  /// A half-open range without an upper bound (`xSmall..<`).
  case noUpperBound
}
