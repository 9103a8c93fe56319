// expect: rejected: square brackets nest deeper than 16 levels
import SwiftUI
let r = /"/; let x = [[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]
#Preview { Text("a") }
