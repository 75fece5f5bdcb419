import type { ClineIgnoreController } from "../permissions/ClineIgnoreController.js";
import { collectShellSegments } from "../permissions/shell/collect-shell-segments.js";
import { parseShellCommand } from "../permissions/shell/parse-shell-command.js";

// `<file`, `0<file` and `<>file` open the file for reading; heredocs (`<<`, `<<<`) and `<&` name no file.
const INPUT_REDIRECTION = /^\d*<>?$/;

/** Why a command may not run because of .clineignore; undefined when nothing it reads is ignored. */
export function findIgnoredCommandFile(command: string, controller: ClineIgnoreController): string | undefined {
  if (!controller.hasRules) return undefined;
  const parsed = parseShellCommand(command);
  if (!parsed.ok) {
    // With rules in force, a command we cannot read could be reading an ignored file, so it does not run.
    return `the command could not be checked against .clineignore (${parsed.error})`;
  }
  for (const segment of collectShellSegments(parsed)) {
    const argument = controller.findBlockedCommandArgument(segment.tokens);
    if (argument !== undefined) return `it reads '${argument}', which .clineignore blocks`;
    // Input redirection feeds a file to any program, not only to the known file readers.
    const redirected = segment.redirects.find(
      (redirect) => INPUT_REDIRECTION.test(redirect.operator) && !controller.validateAccess(redirect.target),
    );
    if (redirected !== undefined) return `it redirects '${redirected.target}', which .clineignore blocks, into the command`;
  }
  return undefined;
}
