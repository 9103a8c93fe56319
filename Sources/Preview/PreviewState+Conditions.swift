import LayoutEngine

/// The other branch of a condition a Swift preview cannot know (`if isLoading`, a ternary on a
/// model's state): the reader takes one branch and says so in a warning; `b` shows the other
/// branch of each such condition in turn, one at a time, then none again.
///
/// The conditions are those of the document as it was read without a flip, kept while the file is
/// flipped, so the turn goes round the same list even when a flipped branch holds conditions of
/// its own. The state says which condition is flipped; the terminal layer reads the file again with
/// it (`flippedConditions(for:)`).
public struct ConditionFlip: Sendable, Equatable {
  /// The file's unknown conditions, in the order the reader met them.
  public var conditions: [SourceLocation]
  /// The flipped one's index in `conditions`, `nil` for none.
  public var position: Int?
}

extension PreviewState {
  /// The unknown conditions of the file at `path` that show their other branch.
  public func flippedConditions(for path: String) -> Set<SourceLocation> {
    guard let flip = conditionFlips[path], let position = flip.position else { return [] }
    return [flip.conditions[position]]
  }

  /// The status line's word for a flipped condition of the preview on screen (`branch 1/2 flipped`),
  /// `nil` when none is flipped: what is shown is then not the reader's default.
  var flipDescription: String? {
    guard let path = currentLayout?.path, let flip = conditionFlips[path], let position = flip.position else {
      return nil
    }
    return "branch \(position + 1)/\(flip.conditions.count) flipped"
  }

  /// Moves the flip of the Swift preview on screen to its next unknown condition, or back to none
  /// after the last, and says which.
  mutating func flipNextCondition() {
    guard let slot = currentLayout, slot.preview != nil, let document = slot.document else {
      notice = "Only a Swift preview has conditions to flip"
      return
    }
    var flip =
      conditionFlips[slot.path] ?? ConditionFlip(conditions: document.unknownConditions, position: nil)
    guard !flip.conditions.isEmpty else {
      notice = "No unknown conditions in this preview: every branch shown is the one its values choose"
      conditionFlips[slot.path] = nil
      return
    }
    let next = (flip.position ?? -1) + 1
    flip.position = next < flip.conditions.count ? next : nil
    conditionFlips[slot.path] = flip.position == nil ? nil : flip
    guard let position = flip.position else {
      notice = "Unknown conditions as read: each shows the branch the warning names (b flips the first)"
      return
    }
    let place = flip.conditions[position]
    let name = place.file.split(separator: "/").last.map(String.init) ?? place.file
    notice =
      "Other branch of the unknown condition at \(name):\(place.line):\(place.column) "
      + "(\(position + 1) of \(flip.conditions.count); b for the next)"
  }
}
