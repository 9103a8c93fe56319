// expect: warning: is not a number a preview can use
import SwiftUI
#Preview { Text(1e300, format: .currency(code: "EUR")) }
