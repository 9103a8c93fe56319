extension ValueConverter {
  /// SwiftUI's standard colours in sRGB components, iOS's light appearance (Apple's Human
  /// Interface Guidelines, "Color", specifications table), which a colour given by its components
  /// is drawn as the nearest of: the wireframe fills named colours only.
  static let standardColors: [(name: String, red: Double, green: Double, blue: Double)] = [
    ("red", 255, 59, 48), ("orange", 255, 149, 0), ("yellow", 255, 204, 0), ("green", 52, 199, 89),
    ("mint", 0, 199, 190), ("teal", 48, 176, 199), ("cyan", 50, 173, 230), ("blue", 0, 122, 255),
    ("indigo", 88, 86, 214), ("purple", 175, 82, 222), ("pink", 255, 45, 85), ("brown", 162, 132, 94),
    ("gray", 142, 142, 147), ("black", 0, 0, 0), ("white", 255, 255, 255),
  ].map { ($0.0, Double($0.1) / 255, Double($0.2) / 255, Double($0.3) / 255) }

  /// The standard colour nearest (in sRGB) to `Color(red:green:blue:)`, also with a colour space
  /// first (`Color(.sRGB, red:…)`) and an `opacity:`; `nil` when a component is not a number in
  /// 0...1 (an app's asset colour reaches here as its components, the Swift reader's rewrite).
  static func nearestColorName(of call: Call) -> String? {
    func component(_ label: String) -> Double? {
      guard case .number(let value)? = call.argument(label)?.value, (0...1).contains(value) else {
        return nil
      }
      return value
    }
    guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
      return nil
    }
    func distance(_ color: (name: String, red: Double, green: Double, blue: Double)) -> Double {
      let (r, g, b) = (color.red - red, color.green - green, color.blue - blue)
      return r * r + g * g + b * b
    }
    return standardColors.min { distance($0) < distance($1) }?.name
  }
}
