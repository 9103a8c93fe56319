import ArgumentParser

extension LayoutPreviewCommand {
  /// The command `arguments` (without the program's name) ask for, as `parseAsRoot` parses them,
  /// but without building every command's arguments when a subcommand is named first: start-up of
  /// `render` is measured, and most of it went to ArgumentParser reflecting commands it never ran.
  static func parsedCommand(_ arguments: [String]) throws -> ParsableCommand {
    if let command = parsedAlone(arguments) { return command }
    return try parseAsRoot(arguments)
  }

  /// The subcommand named by the first of `arguments`, parsed and validated by itself, or nil
  /// when the line is anything else or that subcommand alone does not accept it.
  ///
  /// Parsing from the root also builds the arguments of the default subcommand (`preview`) to see
  /// whether it captures the rest of the line, and parses the root's own empty set. A leaf
  /// subcommand parsed by itself reads the same arguments with the same declarations into the same
  /// values and validates them the same way; whatever it does not return as a command of its own
  /// type (an error, `--help`, `--version`, a completion request) is parsed again from the root, so
  /// every message, help text and exit code is the root's.
  static func parsedAlone(_ arguments: [String]) -> ParsableCommand? {
    guard let name = arguments.first,
      let subcommand = configuration.subcommands.first(where: {
        $0.configuration.commandName == name && $0.configuration.subcommands.isEmpty
      }),
      let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
      type(of: command) == subcommand
    else { return nil }
    return command
  }
}
