/// SwiftUI's shapes written as members of `Shape` (iOS 17): `.rect`, `.rect(cornerRadius: 12)`,
/// `.circle`, `.capsule`, `.ellipse`, `.containerRelative`, as `clipShape(.rect(cornerRadius: 12))`
/// and `background(.blue, in: .capsule)` write them.
///
/// Both readers turn such a member into the shape view it stands for, where a view is expected, so
/// a screen written with the short spellings ports without rewriting them as `RoundedRectangle(…)`.
package enum ShapeMembers {
  /// The member names, SwiftUI's spelling.
  package static let names: Set<String> = ["rect", "circle", "capsule", "ellipse", "containerRelative"]

  /// The shape `name` stands for; a `cornerRadius` makes `rect` a rounded rectangle. A
  /// container-relative shape is drawn as a rectangle (the preview has no container corners).
  package static func element(named name: String, cornerRadius: Double? = nil) -> Element? {
    switch name {
    case "rect": cornerRadius.map { .roundedRectangle(cornerRadius: $0) } ?? .rectangle
    case "circle": .circle
    case "capsule": .capsule
    case "ellipse": .ellipse
    case "containerRelative": .rectangle
    default: nil
    }
  }
}
