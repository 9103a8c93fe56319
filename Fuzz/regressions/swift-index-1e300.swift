// expect: warning: is not a number a preview can use
import SwiftUI
let items = [1, 2, 3]
#Preview { Text(String(items[1e300])) }
