// expect: warning: cannot be known
import SwiftUI
#Preview { Text("abc".prefix(.nan)); Text("abc".prefix(Double.nan)); Text("abc".prefix(1.0 / 0.0)) }
