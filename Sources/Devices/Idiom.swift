/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum Idiom: String, Sendable, Hashable, CaseIterable, Codable {
  case phone
  case pad
  case watch
  case tv
}
