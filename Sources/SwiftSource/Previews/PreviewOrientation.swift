/// The orientation a preview asks for (`.landscapeLeft` trait, `previewInterfaceOrientation`).
public enum PreviewOrientation: String, Sendable, Hashable, CaseIterable {
  case portrait
  case landscapeLeft
  case landscapeRight
}
