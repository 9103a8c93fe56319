// expect: warning: a string would be longer than 1048576 bytes
import SwiftUI
func f() -> String { var s = "ab"; while true { s += s }; return s }
#Preview { Text(f()) }
