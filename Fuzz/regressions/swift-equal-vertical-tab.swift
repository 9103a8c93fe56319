// expect: rejected: must have the same white space on both sides
import SwiftUI
struct A: View {
  var body: some View {
    let x = 4
    Text("\(x)")
  }
}
