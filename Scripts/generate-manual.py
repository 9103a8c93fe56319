#!/usr/bin/env python3
"""Generate the manual page docs/layout-preview.1 from the command line's own definitions.

Input: the built binary's `--experimental-dump-help` JSON (swift-argument-parser's description of
every command, argument and option, with their help texts), so the page says what `--help` says,
and its `preview --keys` (the session's key table), so the KEYS section says what `?` shows.
The sections a parser does not know (exit status, environment, files) are written here.

Usage: python3 Scripts/generate-manual.py [--binary PATH] [--check]
  --binary  the layout-preview to describe (default: .build/debug/layout-preview, built with
            `swift build --product layout-preview` when it is not there yet)
  --check   exit 1 if the committed page differs from what would be generated.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUTPUT = REPO / "docs" / "layout-preview.1"

EXIT_STATUS = [
    ("0", "Success."),
    ("1", "check found an error (warnings alone exit 0); see docs/Check.md. diff found a change "
          "and --fail-on-change was given; see docs/Snapshots.md."),
    ("64", "Usage error (EX_USAGE): an unknown option, device or theme, a mistyped command "
           "(\"did you mean 'render'?\"), a value the device does not have."),
    ("65", "A layout or theme file is not valid (EX_DATAERR); the message gives file:line:column."),
    ("66", "A layout file does not exist (EX_NOINPUT)."),
    ("69", "The interactive session has no terminal on standard input and output, or TERM is unset "
           "or unknown (EX_UNAVAILABLE)."),
    ("72", "A data file (the device catalog, the multitasking table) is missing or unreadable "
           "(EX_OSFILE); the message lists where it was looked for."),
    ("74", "Standard output could not be written, for example on a full disk (EX_IOERR). A reader "
           "that goes away, as in \"| head\", ends the command quietly by SIGPIPE instead."),
]
ENVIRONMENT = [
    ("NO_COLOR", "When set and not empty, no colour (attributes only in the session)."),
    ("TERM, COLORTERM", "The terminal type and colour depth."),
    ("LAYOUT_PREVIEW_DATA", "A folder searched first for the data files (devices.json, "
                            "multitasking.json, Layouts/, Themes/)."),
    ("XDG_CONFIG_HOME", "Where the session's config file is (default ~/.config)."),
    ("XDG_STATE_HOME", "Where the session remembers each file's last variant (default ~/.local/state)."),
]
FILES = [
    ("$XDG_CONFIG_HOME/layout-preview/config.yaml",
     "The session's settings: start-up device, fit, theme, charset and language, whether to remember "
     "variants (remember: false), and keys remapped by action name (keys: {rotate: R}); command-line "
     "options win. A save applies what it changed to a running session. The JSON schema is "
     "Schemas/config.schema.json in the source repository. layout-preview info prints the paths."),
    ("$XDG_STATE_HOME/layout-preview/state.json",
     "The variant (device, orientation, type size, language) each file was last shown in, which it "
     "opens in again unless the command line chooses one."),
    ("./Layouts", "The layouts opened when no file is named."),
    ("./Themes", "Colour themes, searched before the installed ones."),
    ("PREFIX/share/layout-preview", "The installed data: the device catalog, the multitasking "
                                    "table, the sample layouts and the themes (found relative to "
                                    "the binary, PREFIX/bin/layout-preview)."),
]


def roff(text: str) -> str:
    """Text escaped for roff: backslashes, hyphens and a leading dot or quote."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    lines = [("\\&" + line) if line[:1] in (".", "'") else line for line in text.split("\n")]
    return "\n".join(lines)


def option_label(arg: dict) -> str:
    if arg["kind"] == "positional":
        label = f"\\fI{arg['valueName']}\\fR"
        return label + (" ..." if arg.get("isRepeating") else "")
    names = sorted(arg["names"], key=lambda n: n["kind"] != "short")
    spelled = ", ".join(("\\fB-" if n["kind"] == "short" else "\\fB\\-\\-") + roff(n["name"]) + "\\fR"
                        for n in names)
    if arg["kind"] == "option":
        spelled += f" \\fI{roff(arg['valueName'])}\\fR"
    return spelled


def describe(arg: dict) -> list[str]:
    lines = [".TP", option_label(arg), roff(arg.get("abstract", ""))]
    if arg.get("discussion"):
        lines.append(roff(arg["discussion"]))
    descriptions = arg.get("allValueDescriptions")
    if descriptions:
        for value in arg.get("allValues", []):
            lines += [".RS", ".TP", f"\\fB{roff(value)}\\fR", roff(descriptions.get(value, "")), ".RE"]
    elif arg.get("allValues") and arg["kind"] == "option":
        lines.append("Values: " + ", ".join(roff(v) for v in arg["allValues"]) + ".")
    if "defaultValue" in arg:
        lines.append(f"Default: {roff(str(arg['defaultValue']))}.")
    return lines


def synopsis(name: str, command: dict) -> str:
    parts = [f"\\fBlayout\\-preview {roff(name)}\\fR" if name else "\\fBlayout\\-preview\\fR"]
    for arg in command.get("arguments", []):
        if not arg.get("shouldDisplay", True) or arg["kind"] != "positional":
            continue
        label = f"\\fI{roff(arg['valueName'])}\\fR" + (" ..." if arg.get("isRepeating") else "")
        parts.append(f"[{label}]" if arg.get("isOptional") else label)
    return " ".join(parts[:1] + ["[\\fIoptions\\fR]"] + parts[1:])


EXAMPLES = [
    ("layout-preview", "Open ./Layouts, or the bundled samples when there is none, on an iPhone."),
    ("layout-preview Layouts/settings.yaml --device \"iPad Air 11\" --orientation landscape-left",
     "One file on an iPad in landscape."),
    ("layout-preview ContentView.swift --language ar --type-size AX3",
     "A SwiftUI file's previews in Arabic, right to left, at an accessibility text size."),
    ("layout-preview render Layouts/sign-in.yaml --format svg > sign-in.svg",
     "The wireframe as an SVG drawing at true sizes."),
    ("layout-preview check Layouts --format github",
     "Every layout in every device and text size, findings as GitHub annotations."),
    ("layout-preview preview --keys", "The session's keys, as its help lists them."),
    ("layout-preview info", "Where the config file and the remembered variants are."),
]


def keys_section(lines: list[str]) -> list[str]:
    """The KEYS section from `preview --keys`: group titles as sub-headings, each key a tagged
    paragraph."""
    out = [".SH KEYS",
           roff("In the session, ? opens this list; it scrolls with j/k, PgUp/PgDn, and typing (or /) "
                "filters it by a key or by words. A click on a key hint in the bottom line runs it. "
                "Each action also has a command, typed after : (Tab completes), by which a config "
                "file remaps its keys; six take a value: :device NAME, :type SIZE, :language CODE, "
                ":split MODE, :window WINDOW and :render FILE.svg (the variant on screen as SVG), and "
                ":check runs check's rules on that variant.")]
    for line in lines:
        if not line.strip():
            continue
        if not line.startswith(" "):
            out.append(f".SS {roff(line)}")
            continue
        keys, _, rest = line.strip().partition("  ")
        summary, _, command = rest.strip().rpartition("  :")
        text = f"{summary.strip()} (command :{command})" if summary else rest.strip()
        out += [".TP", f"\\fB{roff(keys)}\\fR", roff(text)]
    return out


def session_examples(lines: list[str]) -> list[tuple[str, str]]:
    """Examples of the session's keys and commands, each taken from the key table, so they name
    the keys and command names `?` shows."""
    by_name = {}
    for line in lines:
        if line.startswith("  "):
            keys, _, rest = line.strip().partition("  ")
            summary, _, name = rest.strip().rpartition("  :")
            by_name[name.strip()] = (keys.split(",")[0].strip(), summary.strip())
    out = []
    tour = [name for name in ("rotate", "larger", "mirror", "next-language", "compare") if name in by_name]
    if tour:
        keys = " ".join(by_name[name][0] for name in tour)
        names = ", ".join(f":{name}" for name in tour)
        out.append((f"In the session: {keys}",
                    f"Rotate, a larger text size, mirror, the next language, then compare two variants "
                    f"side by side ({names} by name)."))
    out.append(("In the session: :device iPad Air 11, then :type AX5, then :check",
                "An iPad at the largest text size, checked by check's rules on screen."))
    return out


def generate(dump: dict, keys: list[str]) -> str:
    root = dump["command"]
    commands = [c for c in root["subcommands"] if c.get("shouldDisplay", True) and c["commandName"] != "help"]
    out = [
        f'.\\" GENERATED FILE, do not edit. Made by Scripts/generate-manual.py from the binary\'s',
        '.\\" --experimental-dump-help output, so it follows the command-line definitions.',
        '.TH LAYOUT\\-PREVIEW 1 "" "layout\\-preview" "User Commands"',
        ".SH NAME",
        f"layout\\-preview \\- {roff(root['abstract'][0].lower() + root['abstract'][1:])}",
        ".SH SYNOPSIS",
    ]
    for command in commands:
        out += [synopsis(command["commandName"], command), ".br"]
    out += [
        "\\fBlayout\\-preview\\fR [\\fIfile\\fR ...] (the \\fBpreview\\fR command is the default)",
        ".br",
        "\\fBlayout\\-preview \\-\\-version\\fR | \\fB\\-\\-help\\fR | "
        "\\fB\\-\\-generate\\-completion\\-script\\fR \\fIbash\\fR|\\fIzsh\\fR|\\fIfish\\fR",
        ".SH DESCRIPTION",
        roff(root.get("discussion", "")),
        ".SH COMMANDS",
    ]
    for command in commands:
        out += [f".SS {roff(command['commandName'])}", roff(command.get("abstract", ""))]
        if command.get("discussion"):
            out += [".PP", roff(command["discussion"])]
        for arg in command.get("arguments", []):
            if arg.get("shouldDisplay", True) and arg.get("valueName") not in ("help", "version"):
                out += describe(arg)
    out += [".SH COMPLETION",
            roff("layout-preview --generate-completion-script bash (or zsh, fish) prints a completion "
                 "script that completes commands, options, layout files, device names, theme names "
                 "and type sizes; Scripts/install puts one for each shell under PREFIX/share.")]
    out += keys_section(keys)
    out.append(".SH EXAMPLES")
    for command, text in EXAMPLES + session_examples(keys):
        out += [".TP", f"\\fB{roff(command)}\\fR", roff(text)]
    for title, rows in (("EXIT STATUS", EXIT_STATUS), ("ENVIRONMENT", ENVIRONMENT), ("FILES", FILES)):
        out.append(f".SH {title}")
        for term, text in rows:
            out += [".TP", f"\\fB{roff(term)}\\fR", roff(text)]
    out += [".SH SEE ALSO",
            roff("layout-preview help COMMAND; in the session, ? lists the keys. The guides (README.md "
                 "and docs/) are in the LayoutPreview source repository; they are not installed."), ""]
    return "\n".join(out)


def main() -> None:
    args = sys.argv[1:]
    binary = REPO / ".build" / "debug" / "layout-preview"
    if "--binary" in args:
        binary = Path(args[args.index("--binary") + 1])
    if not binary.exists() and "--binary" not in args:
        print("generate-manual: building layout-preview to read its definitions", file=sys.stderr)
        subprocess.run(["swift", "build", "--product", "layout-preview"], cwd=REPO, check=True)
    if not binary.exists():
        sys.exit(f"{binary} not found; build it with `swift build --product layout-preview`")
    dump = json.loads(subprocess.run([str(binary), "--experimental-dump-help"], check=True,
                                     capture_output=True, text=True).stdout)
    keys = subprocess.run([str(binary), "preview", "--keys"], check=True, capture_output=True,
                          text=True).stdout.split("\n")
    text = generate(dump, keys)
    if "--check" in args:
        if not OUTPUT.exists() or OUTPUT.read_text(encoding="utf-8") != text:
            sys.exit(f"{OUTPUT.relative_to(REPO)} is out of date; run Scripts/generate-manual.py")
        print(f"{OUTPUT.relative_to(REPO)} is up to date")
        return
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(REPO)}")


if __name__ == "__main__":
    main()
