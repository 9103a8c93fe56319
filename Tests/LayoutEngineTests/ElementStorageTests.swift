import Testing

@testable import LayoutEngine

/// Every node of every layout holds an `Element` and copies it often (compiling, the rules of
/// `check`), so it must stay a plain multi-payload enum: its case tag in the spare bits of its
/// families, no byte wider than the widest family. A family holding an existential inline (whose
/// bytes have no spare bits) added a tag byte and turned each copy into a call of the enum's value
/// witness, which made `check` of 10,000 buttons a third slower with no custom layout in it; a
/// custom layout's payload is therefore boxed (`Adaptive.custom`).
@Suite("Element's storage")
struct ElementStorageTests {
  @Test("Element is as wide as its widest family: its tag takes no byte of its own")
  func tagInSpareBits() {
    let families = [
      MemoryLayout<Stack>.size, MemoryLayout<Spacing>.size, MemoryLayout<Scroll>.size,
      MemoryLayout<Textual>.size, MemoryLayout<Picture>.size, MemoryLayout<Control>.size,
      MemoryLayout<Shape>.size, MemoryLayout<Navigation>.size, MemoryLayout<Adaptive>.size,
      MemoryLayout<Listing>.size, MemoryLayout<SystemBar>.size, MemoryLayout<Grouping>.size,
      MemoryLayout<Labeled>.size, MemoryLayout<Composite>.size,
    ]
    #expect(MemoryLayout<Element>.size == families.max())
  }

  @Test("a custom layout's payload is a box, not the existential and name inline")
  func customLayoutIsBoxed() {
    #expect(MemoryLayout<Adaptive>.size < MemoryLayout<AnyLayout>.size)
  }
}
