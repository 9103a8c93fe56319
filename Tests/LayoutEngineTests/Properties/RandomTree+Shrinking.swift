import LayoutEngine
import TestSupport

extension RandomTree {
  /// Simpler trees to try in place of this one when it breaks a property, the most shrunk first:
  /// a child in place of the whole tree, the tree without a child or a modifier, then simpler
  /// values (zero, whole numbers, halves, no field, centre alignment, a short text), then each
  /// child shrunk the same way.
  ///
  /// Every candidate is strictly simpler (fewer nodes or modifiers, or values closer to the
  /// simplest), so shrinking ends.
  var shrinks: [RandomTree] {
    var out = children
    for index in children.indices {
      var copy = self
      copy.children.remove(at: index)
      out.append(copy)
    }
    for index in modifiers.indices {
      var copy = self
      copy.modifiers.remove(at: index)
      out.append(copy)
    }
    for kind in Self.simpler(kind) {
      var copy = self
      copy.kind = kind
      out.append(copy)
    }
    for index in modifiers.indices {
      for modifier in Self.simpler(modifiers[index]) {
        var copy = self
        copy.modifiers[index] = modifier
        out.append(copy)
      }
    }
    for index in children.indices {
      for child in children[index].shrinks {
        var copy = self
        copy.children[index] = child
        out.append(copy)
      }
    }
    return out
  }

  private static func simpler(_ kind: Kind) -> [Kind] {
    switch kind {
    case .vStack(let alignment, let spacing):
      simpler(alignment).map { .vStack($0, spacing: spacing) }
        + simpler(spacing).map { .vStack(alignment, spacing: $0) }
    case .hStack(let alignment, let spacing):
      simpler(alignment).map { .hStack($0, spacing: spacing) }
        + simpler(spacing).map { .hStack(alignment, spacing: $0) }
    case .zStack(let alignment): simpler(alignment).map { .zStack($0) }
    case .scrollView(let axis): axis == .vertical ? [] : [.scrollView(.vertical)]
    case .spacer(let minLength): minLength == nil ? [] : [.spacer(minLength: nil)]
    case .box(let width, let height):
      simpler(width).map { .box(width: $0, height: height) }
        + simpler(height).map { .box(width: width, height: $0) }
    case .fill: []
    case .text(let string): string == "OK" ? [] : [.text("OK")]
    }
  }

  private static func simpler(_ modifier: Modifier) -> [Modifier] {
    switch modifier {
    case .padding(let e):
      return simpler(e.top).map {
        .padding(EdgeInsets(top: $0, leading: e.leading, bottom: e.bottom, trailing: e.trailing))
      }
        + simpler(e.leading).map {
          .padding(EdgeInsets(top: e.top, leading: $0, bottom: e.bottom, trailing: e.trailing))
        }
        + simpler(e.bottom).map {
          .padding(EdgeInsets(top: e.top, leading: e.leading, bottom: $0, trailing: e.trailing))
        }
        + simpler(e.trailing).map {
          .padding(EdgeInsets(top: e.top, leading: e.leading, bottom: e.bottom, trailing: $0))
        }
    case .frame(let spec):
      let fields: [WritableKeyPath<FrameSpec, Double?>] = [
        \.width, \.height, \.minWidth, \.idealWidth, \.maxWidth, \.minHeight, \.idealHeight, \.maxHeight,
      ]
      var out: [Modifier] = []
      for field in fields {
        guard let value = spec[keyPath: field] else { continue }
        var dropped = spec
        dropped[keyPath: field] = nil
        out.append(.frame(dropped))
        for simpler in simpler(value) {
          var copy = spec
          copy[keyPath: field] = simpler
          out.append(.frame(copy))
        }
      }
      for alignment in simpler(spec.alignment) {
        var copy = spec
        copy.alignment = alignment
        out.append(.frame(copy))
      }
      return out
    case .fixedSize(let horizontal, let vertical):
      return horizontal && vertical
        ? [.fixedSize(horizontal: true, vertical: false), .fixedSize(horizontal: false, vertical: true)] : []
    case .offset(let x, let y):
      return simpler(x).map { .offset(x: $0, y: y) } + simpler(y).map { .offset(x: x, y: $0) }
    case .layoutPriority(let priority):
      return simpler(priority).map { .layoutPriority($0) }
    case .ignoresSafeArea(let edges):
      let single: [EdgeSet] = [.top, .leading, .bottom, .trailing]
      return edges.rawValue.nonzeroBitCount > 1
        ? single.filter { edges.contains($0) }.map { .ignoresSafeArea($0) } : []
    default:
      return []
    }
  }

  /// Values closer to zero: zero, the whole part, half (rounded towards zero); an infinite value
  /// becomes a finite one only through dropping its field.
  private static func simpler(_ value: Double) -> [Double] {
    guard value.isFinite, value != 0 else { return [] }
    var out: [Double] = [0]
    let whole = value.rounded(.towardZero)
    if whole != value && whole != 0 { out.append(whole) }
    let half = (value / 2).rounded(.towardZero)
    if half != 0 && abs(half) < abs(value) && !out.contains(half) { out.append(half) }
    return out
  }

  private static func simpler(_ value: Double?) -> [Double?] {
    guard let value else { return [] }
    return simpler(value).map { $0 }
  }

  private static func simpler(_ alignment: HorizontalAlignment) -> [HorizontalAlignment] {
    alignment == .center ? [] : [.center]
  }

  private static func simpler(_ alignment: VerticalAlignment) -> [VerticalAlignment] {
    alignment == .center ? [] : [.center]
  }

  private static func simpler(_ alignment: Alignment) -> [Alignment] {
    alignment == .center ? [] : [.center]
  }
}
