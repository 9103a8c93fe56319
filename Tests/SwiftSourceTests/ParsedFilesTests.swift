import Testing

@testable import SwiftSource

/// Reading a file again parses it again only when its text changed.
@Suite struct ParsedFilesTests {
  @Test func aFileIsParsedAgainOnlyWhenItsTextChanged() {
    let cache = ParsedFiles()
    let first = cache.file("Row.swift", text: "struct Row {}")
    #expect(cache.file("Row.swift", text: "struct Row {}").tree.id == first.tree.id)
    let changed = cache.file("Row.swift", text: "struct Row { let title: String }")
    #expect(changed.tree.id != first.tree.id)
    #expect(changed.tree.description == "struct Row { let title: String }")
    cache.forget("Row.swift")
    #expect(cache.file("Row.swift", text: "struct Row { let title: String }").tree.id != changed.tree.id)
  }
}
