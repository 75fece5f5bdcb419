import type { IPartialBlockHandler, IPreflightHandler, IToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse, type ToolResult } from "../contracts/tool-response.js";
import type { CommandOutcome } from "../contracts/services.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../handler-support/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { findIgnoredCommandFile } from "../handler-support/find-ignored-command-file.js";
import { formatCommandRunReport } from "../handler-support/format-command-run-report.js";
import { formatCommandPermissionDenial } from "../permissions/format-command-permission-denial.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/**
 * Runs a shell command in the workspace through the host's command runner. Before the user is asked to
 * approve, the command must pass the command permission rules and must not read a file .clineignore
 * blocks. A command that runs and fails is a result, not a tool error: the model reads its exit code.
 */
export class ExecuteCommandToolHandler
  implements IToolHandler<ClineDefaultTool.BASH>, IPreflightHandler<ClineDefaultTool.BASH>, IPartialBlockHandler<ClineDefaultTool.BASH>
{
  readonly name = ClineDefaultTool.BASH;

  constructor(_validator: ToolValidator) {}

  async preflight(config: TaskConfig, block: ToolUse<ClineDefaultTool.BASH>): Promise<ToolResponse | undefined> {
    return findRefusal(config, block.name, block.params.command);
  }

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.BASH>): Promise<ToolResponse> {
    const { command, timeout } = block.params;
    // Checked again because .clineignore is re-read when it changes, which can happen while the user decides.
    const refusal = findRefusal(config, block.name, command);
    if (refusal !== undefined) return refusal;

    const timeoutMs = timeout === undefined ? config.limits.commandTimeoutMs : timeout * 1000;
    const maxOutputBytes = config.limits.commandOutputMaxBytes;
    await config.callbacks.say("command", command);
    let outcome: CommandOutcome;
    try {
      outcome = await config.services.commandRunner.run(command, { cwd: config.cwd, timeoutMs, maxOutputBytes });
    } catch (error) {
      return toolError(
        `${block.name} could not start the command: ${describeThrownError(error)}. Nothing ran; tell the user the shell could not be started.`,
      );
    }
    return formatCommandRunReport(outcome, { timeoutMs, maxOutputBytes });
  }

  async handlePartialBlock(block: PartialToolUse<ClineDefaultTool.BASH>, ui: UIHelpers): Promise<void> {
    const command = block.params.command;
    if (typeof command === "string" && command.trim() !== "") await ui.say("command", command, true);
  }

  getDescription(block: ToolUse<ClineDefaultTool.BASH> | PartialToolUse<ClineDefaultTool.BASH>): string {
    return describeToolCall(block.name, block.params.command);
  }
}

/** Why the command may not run at all (permission rules, then .clineignore), or undefined. */
function findRefusal(config: TaskConfig, toolName: string, command: string): ToolResult | undefined {
  const { commandPermissionController, clineIgnoreController } = config.services;
  const permission = commandPermissionController.validateCommand(command);
  if (!permission.allowed) {
    return toolError(
      `${toolName}: ${formatCommandPermissionDenial(command, permission)} Nothing was run. ` +
        "Use a command the host's command permission rules allow, or ask the user to run this one themselves.",
    );
  }
  const ignored = findIgnoredCommandFile(command, clineIgnoreController);
  if (ignored !== undefined) {
    return toolError(
      `${toolName} did not run the command: ${ignored}. Nothing was run. ` +
        "Continue without the files .clineignore blocks, or ask the user to change .clineignore.",
    );
  }
  return undefined;
}
