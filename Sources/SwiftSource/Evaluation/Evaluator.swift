import Foundation
import LayoutEngine
import LayoutMapping
import SwiftOperators
import SwiftSyntax

/// Reads a preview's body statically into the intermediate tree: a small interpreter for the part
/// of Swift that view code uses, which puts a representative wherever it cannot know a value.
///
/// One evaluator evaluates one preview; it keeps the budgets (`EvaluationLimits`) and the warnings.
final class Evaluator {
  let files: [SwiftFile]
  let declarations: ProgramDeclarations
  let active: ActiveCode
  let limits: EvaluationLimits
  /// The app's asset catalogs: `Color("Leaf")` is the colour its set gives.
  let assets: AssetTable
  /// Views the file's earlier previews placed: the view budget is the file's.
  let viewsBefore: Int
  /// When evaluation stops, by `limits.maximumSeconds` or the file's `maximumFileSeconds`.
  let deadline: ContinuousClock.Instant
  /// Whether the deadline is the file's rather than the preview's.
  let deadlineIsFile: Bool

  /// Views expanded so far (the file's earlier previews' included), against `limits.maximumViews`.
  var views = 0
  /// Bytes of text those views show, against `limits.maximumTextBytes`.
  var textBytes = 0
  /// Where the time the file's custom layouts overrun is kept.
  let layoutOverrun: LayoutOverrun
  /// Bytes the values built so far take, estimated, against `limits.maximumBytes`.
  var bytes = 0
  /// Expressions evaluated so far, against `limits.maximumSteps`.
  var steps = 0
  /// Current nesting of evaluation, against `limits.maximumDepth`.
  var depth = 0
  /// Current nesting of `publicValue`, against `limits.maximumTreeDepth`.
  var publicDepth = 0
  /// Set once a budget is spent: from then on everything evaluates to nothing.
  var isExhausted = false
  /// Custom views being inlined, innermost last, to stop a view that contains itself.
  var inlining: [String] = []
  /// Globals and static members evaluated once, by `Type.name`; `nil` while being evaluated.
  var memo: [String: Evaluated?] = [:]
  var filesUsed: Set<Int> = []
  /// The unknown conditions whose other branch is shown (the session's flip key), and those met,
  /// in order (`Evaluator+ScreenState`).
  var flippedConditions: Set<Location> = []
  var unknownConditions: [Location] = []
  /// The strings SwiftUI or the app looks up in the app's tables (a lookup's key, a value of a
  /// `LocalizedStringKey` property): a view given one of them by a variable translates it, where
  /// it shows any other `String` value as it is (`isVerbatim`).
  var localizedStrings: Set<String> = []
  /// The values of `@Shared` keys, by the key as written (`Evaluator+Shared`).
  var sharedValues: [String: Evaluated] = [:]
  /// Objects given to the views being built with `.environment(_:)` or `.environmentObject(_:)`,
  /// by type, innermost last: what `@Environment(Store.self)` and `@EnvironmentObject` read.
  var environmentObjects: [String: [Evaluated]] = [:]
  /// Sequences folded so far (`a + b * c` into nested infix expressions), by the sequence's id.
  var foldedSequences: [SyntaxIdentifier: ExprSyntax] = [:]
  /// Where each folded sequence starts in its file, by the id of the folded tree's root: a folded
  /// tree is a tree of its own, whose positions count from the sequence's start.
  var fragmentOffsets: [SyntaxIdentifier: Int] = [:]
  /// The file each folded sequence is written in, by the id of the folded tree's root.
  var foldedFiles: [SyntaxIdentifier: Int] = [:]
  /// The subviews while the evaluator runs a custom layout's code (`LayoutCall`), else `nil`.
  /// Such code either runs whole or not at all: its first warning is its `failure` and stops it.
  var proxies: (any SubviewProxies)?
  /// Why the layout code being run could not be, at its `file:line:column`.
  var failure: SourceDiagnostic?
  /// The custom layouts of the files made so far, by their fields' fingerprint: each is tried
  /// once (`customLayoutValue`).
  var layoutTrials: [String: (layout: AnyLayout?, warning: SourceDiagnostic?)] = [:]
  /// Each `alignmentGuide` closure's folded code and why its trial failed (`nil`: it ran), by
  /// the closure, so a `ForEach`'s rows try it once (`Evaluator+AlignmentGuides`).
  var guideTrials: [SyntaxIdentifier: (folded: FoldedCode, failure: SourceDiagnostic?)] = [:]
  /// Each computed length's folded code and why its trial failed (`nil`: it ran), by the
  /// expression, so a `ForEach`'s rows warn once (`Evaluator+ComputedLengths`).
  var lengthTrials: [SyntaxIdentifier: (folded: FoldedCode, failure: SourceDiagnostic?)] = [:]
  /// The reader's and the screen's sizes while a computed length runs for the engine
  /// (`EvaluatedLength`): `UIScreen.main.bounds`, and the other computed lengths it names. `nil`
  /// while reading, when the screen is every device's.
  var lengthContext: LengthContext?
  /// The code custom layouts run, shared by those of this preview.
  lazy var layoutProgram = LayoutProgram(
    files: files, declarations: declarations, active: active, preview: limits, overrun: layoutOverrun)
  /// Warning buffers: the innermost closure being built collects its own.
  private var warningStack: [[SourceDiagnostic]] = [[]]
  private var warningKeys: [Set<SourceDiagnostic>] = [[]]

  init(
    files: [SwiftFile], declarations: ProgramDeclarations, active: ActiveCode, limits: EvaluationLimits,
    assets: AssetTable = AssetTable(), budget: FileBudget = FileBudget()
  ) {
    self.assets = assets
    self.files = files
    self.declarations = declarations
    self.active = active
    self.limits = limits
    self.viewsBefore = budget.viewsPlaced
    self.views = budget.viewsPlaced
    self.textBytes = budget.textBytes
    self.layoutOverrun = budget.layoutOverrun
    let now = ContinuousClock.now
    let own = now + .milliseconds(Int(limits.maximumSeconds * 1000))
    let file = (budget.started ?? now) + .milliseconds(Int(limits.maximumFileSeconds * 1000))
    self.deadline = min(own, file)
    self.deadlineIsFile = file < own
  }

  // MARK: - Locations and warnings

  func location(_ node: some SyntaxProtocol, _ file: Int) -> Location {
    files[file].location(at: absolutePosition(of: node))
  }

  /// Where `node` starts in its file, whether it is of the file's tree or of a folded sequence.
  func absolutePosition(of node: some SyntaxProtocol) -> AbsolutePosition {
    let offset = fragmentOffsets[node.root.id] ?? 0
    return AbsolutePosition(utf8Offset: offset + node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// `expression` with its operators folded by the standard precedence table when it is a flat
  /// sequence (`a + b * c`, `x ? y : z`, `a = b`), once per sequence.
  func folded(_ expression: ExprSyntax) -> ExprSyntax {
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return expression }
    if let known = foldedSequences[sequence.id] { return known }
    // Folding nests the tree one level per operator, and swift-syntax folds and walks it
    // recursively: a longer sequence stays unfolded, and so is not evaluated.
    guard sequence.elements.count <= 2 * limits.maximumDepth else { return expression }
    let result = (try? OperatorTable.standardOperators.foldSingle(sequence)) ?? expression
    if result.id != expression.id {
      // The folded tree is new; its positions count from the sequence's first byte.
      let start = (fragmentOffsets[sequence.root.id] ?? 0) + sequence.position.utf8Offset
      fragmentOffsets[result.root.id] = start
      foldedFiles[result.root.id] = fileIndex(of: sequence)
    }
    foldedSequences[sequence.id] = result
    return result
  }

  /// Adds a warning to the innermost buffer, once per location and message.
  func warn(_ message: String, at node: some SyntaxProtocol, _ file: Int) {
    let warning = SourceDiagnostic(.warning, at: location(node, file), message)
    if proxies != nil { return fail(warning) }
    if warningKeys[warningKeys.count - 1].insert(warning).inserted {
      warningStack[warningStack.count - 1].append(warning)
    }
  }

  /// Adds `warning` to the innermost buffer, once.
  func warn(_ warning: SourceDiagnostic) {
    if proxies != nil { return fail(warning) }
    if warningKeys[warningKeys.count - 1].insert(warning).inserted {
      warningStack[warningStack.count - 1].append(warning)
    }
  }

  /// Adds a warning about the whole preview, whatever closure is being built.
  func warnAtRoot(_ message: String, at location: Location) {
    let warning = SourceDiagnostic(.warning, at: location, message)
    if proxies != nil { return fail(warning) }
    warningStack[0].append(warning)
  }

  /// Stops the layout code being run, for the reason `warning` gives (the first one given).
  func fail(_ warning: SourceDiagnostic) {
    if failure == nil { failure = warning }
    isExhausted = true
  }

  /// Runs `body` with a fresh warning buffer and returns its result and the warnings it raised.
  func collectingWarnings<T>(_ body: () -> T) -> (T, [SourceDiagnostic]) {
    warningStack.append([])
    warningKeys.append([])
    let result = body()
    warningKeys.removeLast()
    return (result, warningStack.removeLast())
  }

  /// The root buffer's warnings.
  var rootWarnings: [SourceDiagnostic] { warningStack[0] }

  // MARK: - Budgets

  /// Counts one evaluation step; false (with one warning) once a budget is spent.
  func step(_ node: some SyntaxProtocol, _ file: Int) -> Bool {
    guard !isExhausted else { return false }
    steps += 1
    if steps > limits.maximumSteps {
      exhaust("evaluation stopped after \(limits.maximumSteps) steps", node, file)
      return false
    }
    // The clock is read every 256 steps: a step is a few microseconds at most.
    if steps & 255 == 0, ContinuousClock.now > deadline {
      exhaust(
        proxies != nil
          ? "evaluation stopped after \(Self.describe(limits.maximumSeconds)) s (the limit of one layout call)"
          : deadlineIsFile
            ? "the previews of this file stop after \(Self.describe(limits.maximumFileSeconds)) s together (the limit of one file); the rest is left out"
            : "evaluation stopped after \(Self.describe(limits.maximumSeconds)) s (the limit of one preview); the rest is left out",
        node, file, limitSaid: true)
      return false
    }
    return true
  }

  /// Counts one placed view; past the view budget, evaluation stops (with one warning). Views
  /// already built are still placed, so the containers around the cut keep their content.
  func countView(_ node: some SyntaxProtocol, _ file: Int) {
    views += 1
    if views > limits.maximumViews, !isExhausted {
      if viewsBefore > 0 {
        exhaust(
          "the previews of this file stop at \(limits.maximumViews) views together (the limit of one file); the rest is left out",
          node, file, limitSaid: true)
      } else {
        exhaust("the preview stops at \(limits.maximumViews) views", node, file)
      }
    }
  }

  /// Counts the text of a placed view, its string arguments' bytes; past the text budget,
  /// evaluation stops (with one warning), as past the view budget.
  func countText(of call: Call, _ node: some SyntaxProtocol, _ file: Int) {
    for argument in call.arguments {
      if case .string(let text) = argument.value { textBytes += text.utf8.count }
    }
    if textBytes > limits.maximumTextBytes, !isExhausted {
      exhaust(
        "the views of this file's previews show more than \(limits.maximumTextBytes) bytes of text together "
          + "(the limit of one file); the rest is left out", node, file, limitSaid: true)
    }
  }

  /// Counts `amount` bytes of values built; false (with one warning) past the byte budget.
  func charge(_ amount: Int, _ node: some SyntaxProtocol, _ file: Int) -> Bool {
    guard !isExhausted else { return false }
    bytes += amount
    if bytes > limits.maximumBytes {
      exhaust("the values the preview builds pass \(limits.maximumBytes) bytes", node, file)
      return false
    }
    return true
  }

  /// Whether a string of `length` UTF-8 bytes may be built; past the limit evaluation stops
  /// (with one warning) before it is.
  func allowsString(_ length: Int, _ node: some SyntaxProtocol, _ file: Int) -> Bool {
    guard length <= limits.maximumStringBytes else {
      exhaust("a string would be longer than \(limits.maximumStringBytes) bytes", node, file)
      return false
    }
    return charge(length, node, file)
  }

  /// Whether an array of `count` elements may be built; past the limit evaluation stops (with
  /// one warning) before it is.
  func allowsArray(_ count: Int, _ node: some SyntaxProtocol, _ file: Int) -> Bool {
    guard count <= limits.maximumElements else {
      exhaust("an array would have more than \(limits.maximumElements) elements", node, file)
      return false
    }
    return charge(count * MemoryLayout<Evaluated>.stride, node, file)
  }

  /// `text` as a value, or a placeholder once it is longer than a string may be.
  func checkedString(_ text: String, _ node: some SyntaxProtocol, _ file: Int) -> Evaluated {
    allowsString(text.utf8.count, node, file) ? .value(.string(text)) : unknown(node)
  }

  /// `number` as a value, or (with a warning) a placeholder when it is NaN, infinite or beyond
  /// `EvaluationLimits.largestNumber`: no index, count, length or format is made from it.
  func checkedNumber(_ number: Double, _ node: some SyntaxProtocol, _ file: Int) -> Evaluated {
    // Layout code reaches infinity as SwiftUI's layouts do (`CGFloat.infinity` as "no limit"),
    // and only the engine's proposals and sizes are made of its numbers.
    guard number.isFinite ? abs(number) <= EvaluationLimits.largestNumber : proxies != nil && !number.isNaN
    else {
      warn(
        "the value of '\(Self.text(of: node))' is not a number a preview can use (NaN, infinite or beyond ±10^15); it cannot be known",
        at: node, file)
      return unknown(node)
    }
    return .value(.number(number))
  }

  /// A whole number as an `Int` when it is one and within `EvaluationLimits.largestNumber`:
  /// the one conversion of evaluated numbers to indices, counts and lengths.
  static func whole(_ number: Double?) -> Int? {
    guard let number, number.isFinite, abs(number) <= EvaluationLimits.largestNumber else { return nil }
    return Int(exactly: number.rounded(.towardZero))
  }

  private func exhaust(_ message: String, _ node: some SyntaxProtocol, _ file: Int, limitSaid: Bool = false) {
    isExhausted = true
    let limit =
      proxies == nil ? " (the limit of one preview); the rest is left out" : " (the limit of one layout call)"
    let text = limitSaid ? message : message + limit
    warnAtRoot(text, at: location(node, file))
  }

  /// Runs `body` one level deeper, or returns `fallback` past the depth limit.
  func nested<T>(
    _ node: some SyntaxProtocol, _ file: Int, fallback: @autoclosure () -> T, _ body: () -> T
  ) -> T {
    guard depth < limits.maximumDepth else {
      warn(
        "nesting deeper than \(limits.maximumDepth) levels is not evaluated", at: node, file)
      return fallback()
    }
    depth += 1
    defer { depth -= 1 }
    return body()
  }

  // MARK: - Placeholders

  /// What everything evaluates to once a budget is spent.
  static var leftOut: Evaluated { .unknown(Placeholder(expression: "…")) }

  /// The representative of `node`, whose value cannot be known statically.
  func unknown(_ node: some SyntaxProtocol) -> Evaluated {
    let text = Self.text(of: node)
    // In layout code the first value that cannot be known is why the code cannot be run.
    if proxies != nil, !isExhausted, let file = fileIndex(of: node) {
      warn("'\(text)' cannot be known by the preview", at: node, file)
    }
    return .unknown(Placeholder(expression: text))
  }

  /// The index of the file `node` is written in (its tree's, or that of the folded sequence it
  /// comes from).
  private func fileIndex(of node: some SyntaxProtocol) -> Int? {
    let root = node.root.id
    return files.firstIndex { $0.tree.id == root } ?? foldedFiles[root]
  }

  /// Source text on one line, at most 60 characters: how a placeholder names an expression.
  static func text(of node: some SyntaxProtocol) -> String {
    if let argument = node.as(LabeledExprSyntax.self) { return text(of: argument.expression) }
    // The node's own text without its trivia, cut from its description (`trimmedDescription`
    // rebuilds the tree, which costs more than everything else evaluation does).
    let bytes = Array(node.description.utf8)
    let start = min(node.leadingTriviaLength.utf8Length, bytes.count)
    let end = max(start, bytes.count - node.trailingTriviaLength.utf8Length)
    let source = String(decoding: bytes[start..<end], as: UTF8.self)
    let words = source.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return words.count > 60 ? String(words.prefix(59)) + "…" : words
  }
}
