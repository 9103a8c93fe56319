// expect: warning: a string would be longer than 1048576 bytes
import SwiftUI
#Preview {
 let s0 = "aaaaaaaa"
 let s1 = s0.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s2 = s1.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s3 = s2.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s4 = s3.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s5 = s4.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s6 = s5.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s7 = s6.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s8 = s7.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s9 = s8.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s10 = s9.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s11 = s10.replacingOccurrences(of: "a", with: "aaaaaaaa")
 let s12 = s11.replacingOccurrences(of: "a", with: "aaaaaaaa")
 Text(s12)
}
