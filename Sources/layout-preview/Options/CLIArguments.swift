import ArgumentParser
import Devices
import LayoutEngine

extension Orientation: ExpressibleByArgument {}

extension LayoutDirection: ExpressibleByArgument {}

extension DynamicTypeSize: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { allCases.map(\.name) }
  public var defaultValueDescription: String { name }
}

extension Language: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
  public var defaultValueDescription: String { rawValue }
}
