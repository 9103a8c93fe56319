// expect: rendered
import SwiftUI
// Types nested 60 deep, each read again under each of its names: 2^60 readings (the fuzzer's
// two timeouts on 2026-11-30 were 40 nested structs, left unclosed).
struct Row0: Identifiable { var id = 0
struct Row1: Identifiable { var id = 1
struct Row2: Identifiable { var id = 2
struct Row3: Identifiable { var id = 3
struct Row0: Identifiable { var id = 4
struct Row1: Identifiable { var id = 5
struct Row2: Identifiable { var id = 6
struct Row3: Identifiable { var id = 7
struct Row0: Identifiable { var id = 8
struct Row1: Identifiable { var id = 9
struct Row2: Identifiable { var id = 10
struct Row3: Identifiable { var id = 11
struct Row0: Identifiable { var id = 12
struct Row1: Identifiable { var id = 13
struct Row2: Identifiable { var id = 14
struct Row3: Identifiable { var id = 15
struct Row0: Identifiable { var id = 16
struct Row1: Identifiable { var id = 17
struct Row2: Identifiable { var id = 18
struct Row3: Identifiable { var id = 19
struct Row0: Identifiable { var id = 20
struct Row1: Identifiable { var id = 21
struct Row2: Identifiable { var id = 22
struct Row3: Identifiable { var id = 23
struct Row0: Identifiable { var id = 24
struct Row1: Identifiable { var id = 25
struct Row2: Identifiable { var id = 26
struct Row3: Identifiable { var id = 27
struct Row0: Identifiable { var id = 28
struct Row1: Identifiable { var id = 29
struct Row2: Identifiable { var id = 30
struct Row3: Identifiable { var id = 31
struct Row0: Identifiable { var id = 32
struct Row1: Identifiable { var id = 33
struct Row2: Identifiable { var id = 34
struct Row3: Identifiable { var id = 35
struct Row0: Identifiable { var id = 36
struct Row1: Identifiable { var id = 37
struct Row2: Identifiable { var id = 38
struct Row3: Identifiable { var id = 39
struct Row0: Identifiable { var id = 40
struct Row1: Identifiable { var id = 41
struct Row2: Identifiable { var id = 42
struct Row3: Identifiable { var id = 43
struct Row0: Identifiable { var id = 44
struct Row1: Identifiable { var id = 45
struct Row2: Identifiable { var id = 46
struct Row3: Identifiable { var id = 47
struct Row0: Identifiable { var id = 48
struct Row1: Identifiable { var id = 49
struct Row2: Identifiable { var id = 50
struct Row3: Identifiable { var id = 51
struct Row0: Identifiable { var id = 52
struct Row1: Identifiable { var id = 53
struct Row2: Identifiable { var id = 54
struct Row3: Identifiable { var id = 55
struct Row0: Identifiable { var id = 56
struct Row1: Identifiable { var id = 57
struct Row2: Identifiable { var id = 58
struct Row3: Identifiable { var id = 59
}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}
#Preview { Text("Hello") }
