import Synchronization

/// SwiftUI's `AlignmentID`: what defines an alignment guide of the app's own, such as a
/// `VerticalAlignment.myCenter` that an `HStack` aligns its rows by.
///
/// SwiftUI's `defaultValue(in:)` is static and the guide is made from the type
/// (`VerticalAlignment(MyCenter.self)`); here it is a method of a value, so that a reader can
/// make guides from code it evaluates (`HorizontalAlignment(MyCenter(), name: "myCenter")`).
/// `Hashable`, as every value of a tree is, so a retained layout can tell a guide from another.
public protocol AlignmentID: Sendable, Hashable {
  /// The guide's offset from the leading edge (a horizontal guide) or the top (a vertical one) of
  /// a view of `dimensions` that does not set it with `.alignmentGuide`. Like SwiftUI's, it
  /// should depend on the dimensions alone: the engine may ask it any number of times.
  func defaultValue(in dimensions: ViewDimensions) -> Double
}

extension AlignmentID {
  func isEqual(to other: any AlignmentID) -> Bool { (other as? Self) == self }
}

/// A guide of the app's own (`HorizontalAlignment.custom`, `VerticalAlignment.custom`): a handle
/// on its name, which says which guide in frames and messages, and its `AlignmentID`.
///
/// A handle (an index into `CustomAlignments`, where each distinct guide is kept once) rather than
/// the ID itself: an existential held inline would make `HorizontalAlignment`, and with it every
/// stack and frame of every tree, a value whose copies call a value witness instead of copying
/// bytes (see `ElementStorageTests`); as a handle a tree without custom guides lays out as fast as
/// before. Two handles are equal when their names and IDs are.
///
/// Unlike the built-in edge and centre guides, a custom guide that views inside a stack set
/// themselves is carried out of it, as SwiftUI carries it (`Layouter.explicitGuide`).
public struct CustomAlignment: Sendable, Hashable {
  private let index: UInt32

  public init(_ id: some AlignmentID, name: String) {
    index = CustomAlignments.shared.index(of: CustomAlignments.Entry(name: name, id: id))
  }

  /// The guide's name (`myCenter`).
  public var name: String { CustomAlignments.shared.entry(index).name }

  /// The guide's offset in a view of `size` that does not set it; a computation that gives no
  /// finite number counts as 0, the view's leading edge or top.
  func defaultValue(in size: Size) -> Double {
    let value = CustomAlignments.shared.entry(index).id.defaultValue(in: ViewDimensions(size: size))
    return value.isFinite ? value : 0
  }
}

/// Every custom guide made in this process, each once, by its handle (`CustomAlignment`). Kept for
/// the life of the process, since any tree may hold a handle: a reader that makes guides should
/// make equal IDs for equal code, so that reading a file again finds its guides here.
final class CustomAlignments: Sendable {
  static let shared = CustomAlignments()

  /// A guide's name and ID.
  struct Entry: Sendable, Hashable {
    let name: String
    let id: any AlignmentID

    static func == (a: Entry, b: Entry) -> Bool { a.name == b.name && a.id.isEqual(to: b.id) }

    func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      id.hash(into: &hasher)
    }
  }

  private let table = Mutex<(entries: [Entry], indices: [Entry: UInt32])>(([], [:]))

  /// The handle of `entry`, made the first time it is asked for.
  func index(of entry: Entry) -> UInt32 {
    table.withLock { table in
      if let known = table.indices[entry] { return known }
      let index = UInt32(table.entries.count)
      table.entries.append(entry)
      table.indices[entry] = index
      return index
    }
  }

  func entry(_ index: UInt32) -> Entry { table.withLock { $0.entries[Int(index)] } }
}

extension HorizontalAlignment {
  /// A guide of the app's own, SwiftUI's `HorizontalAlignment(MyID.self)`.
  public init(_ id: some AlignmentID, name: String) { self = .custom(CustomAlignment(id, name: name)) }
}

extension VerticalAlignment {
  /// A guide of the app's own, SwiftUI's `VerticalAlignment(MyID.self)`.
  public init(_ id: some AlignmentID, name: String) { self = .custom(CustomAlignment(id, name: name)) }
}
