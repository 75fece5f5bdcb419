import type { ParsedShellCommand } from "./parsed-shell-command.js";
import { ShellCommandScanner } from "./ShellCommandScanner.js";
import { ShellParseError } from "./ShellParseError.js";

export type {
  ParsedShellCommand,
  ShellParseFailure,
  ShellParseFailureKind,
  ShellParseSuccess,
  ShellRedirect,
  ShellSegment,
} from "./parsed-shell-command.js";

/** Splits a command line into segments and subshells with unquoted tokens; never throws, refusing with `ok: false`. */
export function parseShellCommand(command: string): ParsedShellCommand {
  try {
    return new ShellCommandScanner(String(command)).scan();
  } catch (error) {
    if (error instanceof ShellParseError) return { ok: false, kind: error.kind, error: error.message };
    // Anything else is a bug or an exhausted stack; failing the parse keeps callers on the safe side.
    return { ok: false, kind: "syntax", error: "the command could not be parsed" };
  }
}
