import LayoutEngine

extension ViewMapper {
  /// `.alignmentGuide(.leading) { d in … }` as the Swift reader evaluated it: the guide it carries
  /// (`SourceValue.guide`), which the engine computes while laying out; `nil` when the reader
  /// could not make one (it said why, and the view keeps its default guide).
  static func alignmentGuide(_ call: Call) -> Modifier? {
    for argument in call.arguments {
      if case .guide(let guide) = argument.value { return .alignmentGuide(guide) }
    }
    return nil
  }
}
