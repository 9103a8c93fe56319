// expect: warning: the rest is left out
import SwiftUI
#Preview { VStack { ForEach(0..<100000) { i in ForEach(0..<100000) { j in ForEach(0..<100000) { k in if false { Text("a") } } } } } }
