import SwiftUI

/// The design system's spacing scale, in points.
enum Spacing {
  static let small: CGFloat = 4
  static let medium: CGFloat = 12
  static let large: CGFloat = 20
}
