import type { ShellParseSuccess, ShellSegment } from "./parsed-shell-command.js";

/** Every segment of a parsed command, its own first and then each subshell's, depth first. */
export function collectShellSegments(parsed: ShellParseSuccess): ShellSegment[] {
  return [...parsed.segments, ...parsed.subshells.flatMap(collectShellSegments)];
}
