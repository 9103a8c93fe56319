/// Where a truncated line shows its "…" (SwiftUI's `Text.TruncationMode`): at its end (`tail`,
/// the default), its start (`head`) or its middle.
public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
  case head
  case middle
  case tail
}
