// expect: rejected: square brackets nest deeper than 16 levels
import SwiftUI
let c = '"'; let x = [[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]
#Preview { Text("a") }
