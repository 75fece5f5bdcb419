import type { TaskConfig } from "../contracts/task-config.js";
import { describeToolCall } from "./describe-tool-call.js";
import { findCommandRefusal } from "./find-command-refusal.js";
import { runCommandForReport } from "./run-command-for-report.js";

/**
 * Runs the demonstration command of attempt_completion under the same rules as execute_command (permission
 * rules, .clineignore, the safe-command auto-approval or the user's approval) and reports what happened.
 */
export async function runCompletionCommand(config: TaskConfig, toolName: string, command: string): Promise<string> {
  const { callbacks } = config;
  const refusal = findCommandRefusal(config, command);
  if (refusal?.by === "permission-rules") return `${refusal.explanation} The demonstration command was not run.`;
  if (refusal?.by === "clineignore") return `The demonstration command '${command}' was not run: ${refusal.explanation}.`;
  if (!callbacks.isClassAutoApproved("command", ["local"])) {
    const decision = await callbacks.approve({
      toolName,
      approvalClass: "command",
      description: describeToolCall(toolName, command),
      params: { command },
      paths: [],
    });
    if (!decision.approved) {
      const feedback = decision.feedback?.trim();
      return `The user chose not to run the demonstration command '${command}'.${feedback ? `\nTheir feedback:\n${feedback}` : ""}`;
    }
  }
  const run = await runCommandForReport(config, command, config.limits.commandTimeoutMs);
  return run.ran ? `Ran the demonstration command '${command}'.\n${run.report}` : `The demonstration command '${command}' could not be run: ${run.failure}.`;
}
