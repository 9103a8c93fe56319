// expect: rejected: square brackets nest deeper than 16 levels
import SwiftUI
#Preview { Text("\\") + Text(String([[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]])) }
