import LayoutEngine

/// `lineLength`: a laid-out line of more than 80 characters, WCAG 2.2's limit for readable
/// blocks of text (1.4.8 Visual Presentation, level AAA).
enum LineLengthRule {
  static let maximumCharacters = 80

  static func inspect(_ scene: Scene, into out: inout [Observation]) {
    for index in scene.result.nodes.indices {
      // A line of 80 characters is at least this wide (a quarter em each): most text is
      // narrower, and its lines are not built at all.
      guard let width = scene.result.nodes[index].text?.size.width,
        let size = scene.result.nodes[index].font?.pointSize,
        width > Double(maximumCharacters) * size * 0.25, scene.isShown(index),
        let text = scene.result.nodes[index].text
      else { continue }
      let longest = text.lines.map(\.text.count).max() ?? 0
      guard longest > maximumCharacters, let reference = scene.reference(index) else { continue }
      out.append(
        Observation(
          rule: .lineLength, node: reference, index: index,
          kind: "lines are longer than \(maximumCharacters) characters", measure: Double(longest),
          detail: { "\(longest) characters" }))
    }
  }
}
