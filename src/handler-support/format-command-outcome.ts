import type { CommandOutcome } from "../contracts/services.js";

/** The model-facing report of a finished shell command: how it ended and what it printed. */
export function formatCommandOutcome(command: string, outcome: CommandOutcome, timeoutMs: number): string {
  const ending = outcome.timedOut
    ? `was stopped after ${Math.round(timeoutMs / 1000)} s because it did not finish in time`
    : outcome.exitCode === null
      ? "was ended by a signal before it exited"
      : `exited with code ${outcome.exitCode}`;
  const output = outcome.output.trimEnd();
  const lines = [`The command '${command}' ${ending}.`, output === "" ? "It printed nothing." : `Output:\n${output}`];
  if (outcome.truncated) lines.push("(The output was truncated because it exceeded the output limit.)");
  return lines.join("\n");
}
