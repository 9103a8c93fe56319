import Foundation
import Testing

/// `Scripts/install` puts a working copy into a prefix: the installed binary finds its data
/// there without the build folder, and a binary without data says what is missing.
@Suite("installing")
struct InstallCommandTests {
  /// Runs `executable` with `arguments`, in `directory` when given.
  private func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws
    -> CLI.Outcome
  {
    // A binary copied a moment ago can be "busy" (ETXTBSY) for as long as a process another test
    // forks at the same time still holds the copy's descriptor before its own exec: Linux refuses
    // to run a file open for writing. The copy is complete; running it again shortly succeeds.
    for _ in 0..<40 {
      do {
        return try CLI.run(arguments, in: directory?.path, executable: executable)
      } catch let error as NSError
        where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
      {
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
    return try CLI.run(arguments, in: directory?.path, executable: executable)
  }

  /// The folder of the built binary and its resource bundles.
  private var products: String { URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path }

  @Test("an installed binary runs from anywhere with the installed data, samples and themes")
  func installedCopyWorks() throws {
    let prefix = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let install = try run(
      "/bin/sh",
      [
        CLI.packageRoot.appendingPathComponent("Scripts/install").path, "--prefix", prefix.path,
        "--products", products,
      ])
    #expect(install.status == 0, "\(install.stderr)")
    let binary = prefix.appendingPathComponent("bin/layout-preview").path
    for file in [
      "share/layout-preview/devices.json", "share/layout-preview/multitasking.json",
      "share/layout-preview/Layouts/sign-in.yaml", "share/layout-preview/Themes/dark.yaml",
      "share/man/man1/layout-preview.1", "share/bash-completion/completions/layout-preview",
      "share/zsh/site-functions/_layout-preview", "share/fish/vendor_completions.d/layout-preview.fish",
    ] {
      #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
    }
    // From an empty folder (no ./Layouts, no ./Themes): the installed samples and themes.
    let empty = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: empty) }
    let render = try run(
      binary, ["render", "--width", "60", "--color", "always", "--theme", "light"], in: empty)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stdout.contains("iPhone 17 Pro"))
    let devices = try run(binary, ["devices"], in: empty)
    #expect(devices.stdout.contains("72 devices"))
    // Through a symbolic link, as from ~/bin.
    let link = empty.appendingPathComponent("lp").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: binary)
    #expect(try run(link, ["devices"]).status == 0)
  }

  @Test("a binary copied without its data says what is missing and where it looked, exit 72")
  func copiedBinaryExplains() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("layout-preview").path
    try FileManager.default.copyItem(atPath: CLI.binary, toPath: copy)
    let outcome = try run(copy, ["render", CLI.sample("sign-in.yaml")])
    #expect(outcome.status == 72)
    #expect(outcome.stderr.contains("devices.json was not found; looked in:"))
    #expect(outcome.stderr.contains(folder.appendingPathComponent("LayoutPreview_Devices.resources").path))
    #expect(outcome.stderr.contains("Scripts/install"))
    // One folder a line: the message's own line breaks are not turned into visible symbols.
    #expect(outcome.stderr.split(separator: "\n").count >= 4)
    #expect(!outcome.stderr.contains("\u{240A}"))
    #expect(outcome.stdout.isEmpty)
  }

  @Test("LAYOUT_PREVIEW_DATA points a lone binary at a data folder")
  func dataFolderFromTheEnvironment() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("layout-preview").path
    try FileManager.default.copyItem(atPath: CLI.binary, toPath: copy)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: copy)
    process.arguments = ["devices", "--json"]
    process.environment = ["LAYOUT_PREVIEW_DATA": products + "/LayoutPreview_Devices.resources"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test("the committed manual page is what the command-line definitions generate")
  func manualIsCurrent() throws {
    let script = CLI.packageRoot.appendingPathComponent("Scripts/generate-manual.py").path
    let outcome = try run("/usr/bin/env", ["python3", script, "--binary", CLI.binary, "--check"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
  }

  @Test("bash completion offers device names, type sizes, layout files and theme names")
  func bashCompletion() throws {
    let folder = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      source <(layout-preview --generate-completion-script bash)
      complete_words() {
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
        _layout-preview layout-preview "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\\n' "${COMPREPLY[@]}"; echo ---
      }
      cd '\(CLI.packageRoot.path)'
      complete_words layout-preview render --device 'iPhone 17'
      complete_words layout-preview render -t A
      complete_words layout-preview render Layouts/si
      complete_words layout-preview render --theme hi
      complete_words layout-preview ren
      """
    let file = folder.appendingPathComponent("complete.bash")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [file.path]
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = products + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let groups = output.components(separatedBy: "---\n").map { $0.split(separator: "\n").map(String.init) }
    #expect(groups.count >= 5)
    guard groups.count >= 5 else { return }
    #expect(Set(groups[0]) == ["iPhone 17", "iPhone 17 Pro", "iPhone 17 Pro Max"])
    #expect(groups[1] == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    #expect(groups[2] == ["Layouts/sign-in.yaml"])
    #expect(groups[3] == ["high-contrast"])
    #expect(groups[4] == ["render"])
  }

  @Test("zsh and fish completion scripts ask the binary for devices and themes and complete YAML files")
  func otherShells() throws {
    for shell in ["zsh", "fish"] {
      let script = try CLI.run(["--generate-completion-script", shell]).stdout
      #expect(script.contains("---completion render -- --device"), "\(shell)")
      #expect(script.contains("--theme"), "\(shell)")
      #expect(script.contains("yaml"), "\(shell)")
    }
  }
}
