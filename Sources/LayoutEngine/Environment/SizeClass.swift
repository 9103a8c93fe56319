/// A size class as UIKit and SwiftUI report it: a coarse description of available space.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
  case compact
  case regular
}
