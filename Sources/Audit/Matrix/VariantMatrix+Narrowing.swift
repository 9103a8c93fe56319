import Devices
import LayoutEngine

extension VariantMatrix {
  /// This matrix narrowed one step further, for a file whose matrix is past `check`'s work
  /// budget (`WorkBudget`), or `nil` when no step narrows it more. The steps keep what finds the
  /// most first: the extremes of each axis and the default between them, before single values.
  /// In order: text sizes to the smallest, Large and the largest; each kind of device to its
  /// smallest and largest screen; orientations to portrait and landscape-left; languages to
  /// English and double length; text sizes to Large; orientations to portrait; directions to left
  /// to right; languages to English; each kind of device to its smallest; one device.
  /// `languages` are the file's, for a matrix that names none.
  func narrowed(languages fileLanguages: [Language]) -> VariantMatrix? {
    let languages = self.languages ?? fileLanguages
    let steps: [(inout VariantMatrix) -> Void] = [
      { $0.typeSizes = Self.extremesAndLarge($0.typeSizes) },
      { $0.devices = Self.devices($0.devices, keepingLargest: true) },
      { $0.orientations = Self.keep([.portrait, .landscapeLeft], of: $0.orientations) },
      { $0.languages = Self.keep([.english, .doubleLength], of: languages) },
      { $0.typeSizes = Self.keep([.large], of: $0.typeSizes) },
      { $0.orientations = Self.keep([.portrait], of: $0.orientations) },
      { $0.directions = Self.keep([.leftToRight], of: $0.directions) },
      { $0.languages = Self.keep([.english], of: $0.languages ?? languages) },
      { $0.devices = Self.devices($0.devices, keepingLargest: false) },
      { $0.devices = Array($0.devices.prefix(1)) },
    ]
    let count = variants(languages: fileLanguages).count
    for step in steps {
      var narrower = self
      step(&narrower)
      if narrower.variants(languages: fileLanguages).count < count {
        return narrower
      }
    }
    return nil
  }

  /// The smallest and largest of `sizes`, and Large (or the middle size) between them.
  static func extremesAndLarge(_ sizes: [DynamicTypeSize]) -> [DynamicTypeSize] {
    let sorted = sizes.sorted()
    guard let low = sorted.first, let high = sorted.last else { return sizes }
    let middle = sorted.contains(.large) ? DynamicTypeSize.large : sorted[sorted.count / 2]
    return Array(Set([low, middle, high])).sorted()
  }

  /// Those of `wanted` that `values` has, in `values`' order, or `values`' first value when it
  /// has none of them.
  static func keep<Value: Equatable>(_ wanted: [Value], of values: [Value]) -> [Value] {
    let kept = values.filter(wanted.contains)
    return kept.isEmpty ? Array(values.prefix(1)) : kept
  }

  /// Of each kind of device (idiom), the one with the smallest screen and, when
  /// `keepingLargest`, the one with the largest, in catalog order.
  static func devices(_ devices: [Device], keepingLargest: Bool) -> [Device] {
    var kept: Set<String> = []
    for idiom in Set(devices.map(\.idiom)) {
      let ofIdiom = devices.filter { $0.idiom == idiom }
      let area = { (device: Device) in device.portraitSize.width * device.portraitSize.height }
      if let smallest = ofIdiom.min(by: { area($0) < area($1) }) { kept.insert(smallest.name) }
      if keepingLargest, let largest = ofIdiom.max(by: { area($0) < area($1) }) { kept.insert(largest.name) }
    }
    return devices.filter { kept.contains($0.name) }
  }
}

extension VariantMatrix {
  /// The axes this matrix narrows from `full`, each with the values it keeps, spelled as the
  /// command line's options take them ("text sizes xSmall, Large, AX5").
  func narrowedAxes(from full: VariantMatrix, languages fileLanguages: [Language]) -> [String] {
    var axes: [String] = []
    if devices != full.devices { axes.append("devices " + devices.map(\.name).joined(separator: ", ")) }
    if orientations != full.orientations {
      axes.append("orientations " + orientations.map(\.rawValue).joined(separator: ", "))
    }
    if typeSizes != full.typeSizes {
      axes.append("text sizes " + typeSizes.map(\.name).joined(separator: ", "))
    }
    if (languages ?? fileLanguages) != (full.languages ?? fileLanguages) {
      axes.append("languages " + (languages ?? fileLanguages).map(\.rawValue).joined(separator: ", "))
    }
    if directions != full.directions {
      axes.append("directions " + directions.map(\.rawValue).joined(separator: ", "))
    }
    return axes
  }
}
