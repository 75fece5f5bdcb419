import type { CommandOutcome } from "../contracts/services.js";

// CSI sequences (colours, cursor moves) and OSC sequences (window titles, links) that terminals interpret.
const TERMINAL_ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

/**
 * The model-facing report of an execute_command run: how it ended (exit code, or stopped at the timeout),
 * whether the output was cut, and the output itself with terminal control sequences removed.
 */
export function formatCommandRunReport(outcome: CommandOutcome, limits: { readonly timeoutMs: number; readonly maxOutputBytes: number }): string {
  const lines = [endingOf(outcome, limits.timeoutMs)];
  if (outcome.truncated) {
    lines.push(`The output was longer than ${describeBytes(limits.maxOutputBytes)}, so only its beginning and its end are shown.`);
  }
  const output = cleanOutput(outcome.output);
  lines.push(output === "" ? "Output: (no output)" : `Output:\n${output}`);
  return lines.join("\n");
}

function endingOf(outcome: CommandOutcome, timeoutMs: number): string {
  if (outcome.timedOut) {
    return (
      `The command did not finish within ${describeDuration(timeoutMs)}, so it was stopped together with the processes it started. ` +
      "Start long-running processes such as servers or watchers in the background (with &) instead."
    );
  }
  if (outcome.exitCode === null) return "The command was ended by a signal before it finished, so it has no exit code.";
  return `The command exited with code ${outcome.exitCode}.`;
}

/** Output as a terminal would show it: no control sequences, and of a line redrawn with "\r" only its last state. */
function cleanOutput(output: string): string {
  return output
    .replace(TERMINAL_ESCAPES, "")
    .split(/\r?\n/)
    .map((line) => {
      const redraws = line.split("\r").filter((state) => state !== "");
      return redraws[redraws.length - 1] ?? "";
    })
    .join("\n")
    .trimEnd();
}

function describeDuration(milliseconds: number): string {
  if (milliseconds >= 60_000 && milliseconds % 60_000 === 0) {
    const minutes = milliseconds / 60_000;
    return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  }
  const seconds = Number((milliseconds / 1000).toFixed(1));
  return seconds === 1 ? "1 second" : `${seconds} seconds`;
}

function describeBytes(bytes: number): string {
  return bytes >= 1024 && bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}
