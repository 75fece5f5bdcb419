import type { CommandPermissionResult } from "./command-permission-types.js";

// Long commands are cut so the explanation stays a readable sentence.
const MAXIMUM_QUOTED_LENGTH = 200;

/** One sentence telling the model why `command` was refused (or that it is permitted), naming the cause. */
export function formatCommandPermissionDenial(command: string, result: CommandPermissionResult): string {
  const quotedCommand = quote(command);
  const subject = result.failedSegment === undefined ? quotedCommand : `segment ${quote(result.failedSegment)}`;
  switch (result.reason) {
    case "no_config":
    case "allowed":
      return `The command ${quotedCommand} is permitted.`;
    case "denied":
    case "segment_denied": {
      const rule = result.matchedPattern === undefined ? "a deny rule" : `the deny rule ${quote(result.matchedPattern)}`;
      return `The command was refused: ${subject} matches ${rule}.`;
    }
    case "no_match_deny_default":
    case "segment_no_match":
      return `The command was refused: ${subject} does not match any of the allowed command patterns.`;
    case "redirect_detected":
      return `The command was refused: ${quotedCommand} uses shell redirection (such as >, >>, <, 2>&1, a heredoc or process substitution), which is not permitted here.`;
    case "shell_operator_detected":
      return `The command was refused: ${quotedCommand} contains ${result.detail ?? "a line break or backtick outside quotes"}, which could hide a second command, so write command substitution as $(...) and keep the command on one line.`;
    case "parse_error":
      return `The command was refused: ${quotedCommand} could not be parsed (${result.detail ?? "unbalanced quotes or parentheses"}).`;
    default:
      // Reached only with a reason invented by untyped code; refusing is the only safe reading.
      return `The command was refused: ${quotedCommand} is not permitted.`;
  }
}

function quote(text: string): string {
  const shortened = text.length > MAXIMUM_QUOTED_LENGTH ? `${text.slice(0, MAXIMUM_QUOTED_LENGTH)}…` : text;
  // Line breaks are spelled out so the explanation itself stays on one line.
  const visible = shortened.replace(/[\r\n\u0085\u2028\u2029]/g, (character) => JSON.stringify(character).slice(1, -1));
  return `'${visible}'`;
}
