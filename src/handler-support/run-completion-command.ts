import type { TaskConfig } from "../contracts/task-config.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { formatCommandPermissionDenial } from "../permissions/format-command-permission-denial.js";
import { describeThrownError } from "./describe-thrown-error.js";
import { describeToolCall } from "./describe-tool-call.js";
import { findIgnoredCommandFile } from "./find-ignored-command-file.js";
import { formatCommandRunReport } from "./format-command-run-report.js";

/**
 * Runs the demonstration command of attempt_completion under the same rules as execute_command (permission
 * rules, .clineignore, the safe-command auto-approval or the user's approval) and reports what happened.
 */
export async function runCompletionCommand(config: TaskConfig, toolName: string, command: string): Promise<string> {
  const { services, callbacks, limits } = config;
  const permission = services.commandPermissionController.validateCommand(command);
  if (!permission.allowed) {
    return `${formatCommandPermissionDenial(command, permission)} The demonstration command was not run.`;
  }
  const ignored = findIgnoredCommandFile(command, services.clineIgnoreController);
  if (ignored !== undefined) {
    return `The demonstration command '${command}' was not run: ${ignored}.`;
  }
  const autoApproval = callbacks.shouldAutoApproveTool(ClineDefaultTool.BASH);
  const safeCommandsAutoApproved = typeof autoApproval === "boolean" ? autoApproval : autoApproval[0];
  if (!safeCommandsAutoApproved) {
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
  await callbacks.say("command", command);
  try {
    const outcome = await services.commandRunner.run(command, {
      cwd: config.cwd,
      timeoutMs: limits.commandTimeoutMs,
      maxOutputBytes: limits.commandOutputMaxBytes,
    });
    const report = formatCommandRunReport(outcome, { timeoutMs: limits.commandTimeoutMs, maxOutputBytes: limits.commandOutputMaxBytes });
    return `Ran the demonstration command '${command}'.\n${report}`;
  } catch (error) {
    return `The demonstration command '${command}' could not be run: ${describeThrownError(error)}.`;
  }
}
