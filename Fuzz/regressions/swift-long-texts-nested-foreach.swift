// expect: warning: the views of this file's previews show more than 1048576 bytes of text together
import SwiftUI
// Nine to the eighth rows of a text of about 640 bytes: cut at 100,000 views, they still took 6 s to lay
// out and draw and `check` 28 s and 3.9 GB (the fuzzer's slow units, 2026-11-30).
#Preview {
  VStack {
    ForEach(0..<9) { _ in ForEach(0..<9) { _ in ForEach(0..<9) { _ in ForEach(0..<9) { _ in
    ForEach(0..<9) { _ in ForEach(0..<9) { _ in ForEach(0..<9) { _ in ForEach(0..<9) { _ in
      Text("A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption. A long caption.")
    } } } } } } } }
  }
}
