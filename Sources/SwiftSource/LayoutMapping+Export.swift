/// The call tree this reader builds and the documents it gives are `LayoutMapping`'s; clients of
/// the Swift reader see them as its own.
@_exported import LayoutMapping
