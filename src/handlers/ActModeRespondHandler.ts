import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/**
 * Shows a short progress update in act mode without ending the model's turn. It streams nothing while the call
 * arrives: a partial block cannot see the mode or the previous tool, and a refused update must never appear.
 */
export class ActModeRespondHandler implements IToolHandler<ClineDefaultTool.ACT_MODE> {
  readonly name = ClineDefaultTool.ACT_MODE;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.ACT_MODE>): Promise<ToolResponse> {
    if (config.mode !== "act") {
      return toolError(
        `${block.name} is only available in ACT MODE, and the task is in ${config.mode.toUpperCase()} MODE. ` +
          "Use plan_mode_respond to talk to the user here.",
      );
    }
    if (config.taskState.previousToolName === ClineDefaultTool.ACT_MODE) {
      // Two updates in a row means the model is narrating instead of working; the second one is not shown.
      return toolError(
        `[BLOCKED] ${block.name} was not shown: your previous call was also ${block.name}. ` +
          "Do real work first (read, edit or run something) before sending another progress update.",
      );
    }
    await config.callbacks.say("text", block.params.response);
    return "Your progress update was shown to the user. Continue with the task.";
  }

  getDescription(block: ToolUse<ClineDefaultTool.ACT_MODE> | PartialToolUse<ClineDefaultTool.ACT_MODE>): string {
    return describeToolCall(block.name);
  }
}
