import type { IPartialBlockHandler, IPreflightHandler, IToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse, type ToolResult } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { findCommandRefusal } from "../handler-support/find-command-refusal.js";
import { runCommandForReport } from "../handler-support/run-command-for-report.js";
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
    // Checked again: .clineignore is re-read when it changes, which can happen while the user decides, and a
    // host calling ToolExecutorCoordinator.execute directly skips preflight, so the permission rules count here too.
    const refusal = findRefusal(config, block.name, command);
    if (refusal !== undefined) return refusal;

    const timeoutMs = timeout === undefined ? config.limits.commandTimeoutMs : timeout * 1000;
    const run = await runCommandForReport(config, command, timeoutMs);
    if (run.ran) return run.report;
    return toolError(`${block.name} could not start the command: ${run.failure}. Nothing ran; tell the user the shell could not be started.`);
  }

  async handlePartialBlock(block: PartialToolUse<ClineDefaultTool.BASH>, ui: UIHelpers): Promise<void> {
    const command = block.params.command;
    if (typeof command === "string" && command.trim() !== "") await ui.say("command", command, true);
  }

  getDescription(block: ToolUse<ClineDefaultTool.BASH> | PartialToolUse<ClineDefaultTool.BASH>): string {
    return describeToolCall(block.name, block.params.command);
  }
}

/** The tool error for a command that may not run at all (permission rules, then .clineignore), or undefined. */
function findRefusal(config: TaskConfig, toolName: string, command: string): ToolResult | undefined {
  const refusal = findCommandRefusal(config, command);
  if (refusal === undefined) return undefined;
  if (refusal.by === "permission-rules") {
    return toolError(
      `${toolName}: ${refusal.explanation} Nothing was run. ` +
        "Use a command the host's command permission rules allow, or ask the user to run this one themselves.",
    );
  }
  return toolError(
    `${toolName} did not run the command: ${refusal.explanation}. Nothing was run. ` +
      "Continue without the files .clineignore blocks, or ask the user to change .clineignore.",
  );
}
