// expect: warning: a string would be longer than 1048576 bytes
import SwiftUI
#Preview {
 let s0 = "abcdefgh"
 let s1 = s0 + s0
 let s2 = s1 + s1
 let s3 = s2 + s2
 let s4 = s3 + s3
 let s5 = s4 + s4
 let s6 = s5 + s5
 let s7 = s6 + s6
 let s8 = s7 + s7
 let s9 = s8 + s8
 let s10 = s9 + s9
 let s11 = s10 + s10
 let s12 = s11 + s11
 let s13 = s12 + s12
 let s14 = s13 + s13
 let s15 = s14 + s14
 let s16 = s15 + s15
 let s17 = s16 + s16
 let s18 = s17 + s17
 let s19 = s18 + s18
 let s20 = s19 + s19
 let s21 = s20 + s20
 let s22 = s21 + s21
 let s23 = s22 + s22
 let s24 = s23 + s23
 let s25 = s24 + s24
 let s26 = s25 + s25
 let s27 = s26 + s26
 let s28 = s27 + s27
 let s29 = s28 + s28
 let s30 = s29 + s29
 let s31 = s30 + s30
 let s32 = s31 + s31
 let s33 = s32 + s32
 let s34 = s33 + s33
 let s35 = s34 + s34
 let s36 = s35 + s35
 let s37 = s36 + s36
 let s38 = s37 + s37
 let s39 = s38 + s38
 let s40 = s39 + s39
 Text(s40)
}
