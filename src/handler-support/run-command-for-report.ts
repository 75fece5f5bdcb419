import type { CommandOutcome } from "../contracts/services.js";
import type { TaskConfig } from "../contracts/task-config.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { formatCommandRunReport } from "./format-command-run-report.js";

/** A command that ran (whatever its exit code) with the model-facing report, or why it could not be started. */
export type CommandRun = { readonly ran: true; readonly report: string } | { readonly ran: false; readonly failure: string };

/** Shows the command to the user, runs it in the workspace within the task's output cap, and reports how it ended. */
export async function runCommandForReport(config: TaskConfig, command: string, timeoutMs: number): Promise<CommandRun> {
  const maxOutputBytes = config.limits.commandOutputMaxBytes;
  await config.callbacks.say("command", command);
  let outcome: CommandOutcome;
  try {
    outcome = await config.services.commandRunner.run(command, { cwd: config.cwd, timeoutMs, maxOutputBytes });
  } catch (error) {
    return { ran: false, failure: describeThrownError(error) };
  }
  return { ran: true, report: formatCommandRunReport(outcome, { timeoutMs, maxOutputBytes }) };
}
