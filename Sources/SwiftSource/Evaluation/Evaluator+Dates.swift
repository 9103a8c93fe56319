import LayoutMapping
import SwiftSyntax

extension Evaluator {
  /// The time an app sets on a date, `Calendar.current.date(bySettingHour: 7, minute: 0, second: 0,
  /// of: .now)`, as a `DatePicker` of the date shows it: `7:00 AM`. The day is the running app's
  /// today, which the preview does not know, so only the time of day is kept; a picker that shows
  /// the date too shows it as the preview's representative date does. `nil` for any other call;
  /// unknown when the hour or minute is not a known time.
  func timeOfDay(
    _ name: String, of base: ExprSyntax, _ node: FunctionCallExprSyntax, _ context: Context
  ) -> Evaluated? {
    guard name == "date", node.arguments.first?.label?.text == "bySettingHour",
      ["Calendar.current", "Calendar.autoupdatingCurrent"].contains(base.trimmedDescription)
    else { return nil }
    func whole(_ label: String, below bound: Double) -> Int? {
      guard let argument = node.arguments.first(where: { $0.label?.text == label }),
        let value = evaluate(argument.expression, context).number,
        value >= 0, value < bound, value == value.rounded()
      else { return nil }
      return Int(value)
    }
    guard let hour = whole("bySettingHour", below: 24), let minute = whole("minute", below: 60) else {
      return unknown(node)
    }
    return .value(.string(Self.timeText(hour: hour, minute: minute)))
  }

  /// A time of day as the preview's English locale writes it: `7:00 AM`, `12:30 PM`.
  static func timeText(hour: Int, minute: Int) -> String {
    let twelveHour = hour % 12 == 0 ? 12 : hour % 12
    return "\(twelveHour):" + (minute < 10 ? "0" : "") + "\(minute) " + (hour < 12 ? "AM" : "PM")
  }
}
