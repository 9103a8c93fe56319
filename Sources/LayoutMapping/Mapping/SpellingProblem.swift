import LayoutEngine

/// Why a value written in SwiftUI's spelling is not one of the type asked for: what a strict
/// reader (a layout file) reports in its own words, where the Swift reader leaves the value out.
package enum SpellingProblem: Error, Sendable, Hashable {
  /// A value of another form than the type takes, or a call of the type's with arguments it does
  /// not take (`.rect(radius: 4)`).
  case arguments
  /// The argument labelled `label` is a number its rule does not allow (`cornerRadius: -4`); `_`
  /// for a number given alone.
  case number(label: String, NumberProblem, written: SourceValue)
  /// `infinity` for a number whose rule is not `NumberRule.maximumLength`.
  case infinityNotAllowed
  /// A number that is not a whole number the preview can count with.
  case notWhole
  /// A whole number below the type's minimum.
  case belowMinimum(Int)
  /// A name the type does not have, as written (`.larg` for a type size); the type's names are
  /// `ValueConverter.memberNames(of:)`.
  case unknownName(String)
  /// A name of the type's that the preview refuses, with the reason (`Choices.rejected`).
  case rejected(String, reason: String)
  /// A name of another platform's (`Choices.otherPlatforms`): a strict reader warns and reads the
  /// type's first name, iOS's default.
  case otherPlatform(String)
  /// A range with no value in it (`3...2`).
  case emptyRange
  /// A half-open range without an upper bound (`xSmall..<`).
  case noUpperBound
}
