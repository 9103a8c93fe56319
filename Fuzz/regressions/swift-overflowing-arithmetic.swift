// expect: warning: is not a number a preview can use
import SwiftUI
#Preview { Text("\(1e200 * 1e200, specifier: "%d")"); Text(String(Int(9e18) * 10)) }
