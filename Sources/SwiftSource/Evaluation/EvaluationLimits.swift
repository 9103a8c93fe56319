/// Bounds on what evaluating one preview may cost, so no source file can make the reader loop
/// forever, recurse without end or build an unbounded value: a self-referencing view, a `ForEach`
/// over a huge range, an exponential chain of helpers or a string doubled in a loop ends in a
/// warning and a partial tree, never a hang, a crash or an exhausted memory.
///
/// Every limit is documented in docs/SwiftSource.md ("Limits") and docs/Session.md ("Limits").
public struct EvaluationLimits: Sendable, Hashable {
  /// The most views the previews of one file expand to together (every view call, `ForEach`
  /// rows included), the same budget as a layout file's view nodes; past it the preview is cut.
  public var maximumViews: Int
  /// The most bytes of text the views of one file's previews show together (each view's string
  /// arguments): a view's text costs layout and drawing by its length, so a `ForEach` of long
  /// texts stops sooner than one of short ones.
  public var maximumTextBytes: Int
  /// The most expressions evaluated for one preview (helpers calling helpers included).
  public var maximumSteps: Int
  /// How deep evaluation may nest: custom views inside custom views, helpers calling helpers,
  /// nested expressions. Past it the innermost becomes a placeholder.
  public var maximumDepth: Int
  /// How many times one custom view may appear inside itself (a view whose body contains itself).
  public var maximumRecursion: Int
  /// Rows shown for a `ForEach` whose data cannot be known statically.
  public var representativeRows: Int
  /// How deep the intermediate tree may nest (a call, an array, a closure or a modified value
  /// inside another), so the mapper, the engine and the writers never recurse deeper; views kept
  /// in `let`s and wrapped again can nest deeper than evaluation does.
  public var maximumTreeDepth: Int
  /// The longest string evaluation builds, in UTF-8 bytes.
  public var maximumStringBytes: Int
  /// The most elements of one array (or range made into one).
  public var maximumElements: Int
  /// The most bytes the values one preview builds may take, estimated as they are built.
  public var maximumBytes: Int
  /// The longest one preview may take to evaluate, in seconds.
  public var maximumSeconds: Double
  /// The longest the previews of one file may take together, in seconds: a file of many slow
  /// previews ends too.
  public var maximumFileSeconds: Double
  /// The most previews read from one file.
  public var maximumPreviews: Int

  public init(
    maximumViews: Int = 100_000, maximumTextBytes: Int = 1 << 20, maximumSteps: Int = 2_000_000,
    maximumDepth: Int = 200,
    maximumRecursion: Int = 3, representativeRows: Int = 3, maximumTreeDepth: Int = 200,
    maximumStringBytes: Int = 1 << 20, maximumElements: Int = 100_000, maximumBytes: Int = 64 << 20,
    maximumSeconds: Double = 2, maximumFileSeconds: Double = 4, maximumPreviews: Int = 25
  ) {
    self.maximumViews = maximumViews
    self.maximumTextBytes = maximumTextBytes
    self.maximumSteps = maximumSteps
    self.maximumDepth = maximumDepth
    self.maximumRecursion = maximumRecursion
    self.representativeRows = representativeRows
    self.maximumTreeDepth = maximumTreeDepth
    self.maximumStringBytes = maximumStringBytes
    self.maximumElements = maximumElements
    self.maximumBytes = maximumBytes
    self.maximumSeconds = maximumSeconds
    self.maximumFileSeconds = maximumFileSeconds
    self.maximumPreviews = maximumPreviews
  }

  /// The limits documented in docs/SwiftSource.md.
  public static let standard = EvaluationLimits()

  /// The largest magnitude a number may have and still be used (as an index, a count, a length,
  /// a format's argument): beyond it, and for NaN and the infinities, the value cannot be known.
  /// Every whole number up to it converts to `Int` and to `Double` exactly.
  static let largestNumber = 1e15
}
