import type { IPartialBlockHandler, IToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Replaces the conversation with the model's summary; the user already reviewed it (approval class `user`). */
export class CondenseHandler implements IToolHandler<ClineDefaultTool.CONDENSE>, IPartialBlockHandler<ClineDefaultTool.CONDENSE> {
  readonly name = ClineDefaultTool.CONDENSE;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.CONDENSE>): Promise<ToolResponse> {
    const host = config.services.taskHost;
    if (host?.condenseContext === undefined) {
      return missingServiceError(block.name, "taskHost", "replacing the conversation with a summary");
    }
    try {
      await host.condenseContext(block.params.context);
    } catch (error) {
      return toolError(`${block.name} failed: the host could not condense the conversation (${describeThrownError(error)}). Continue the task without condensing.`);
    }
    return "The conversation was condensed: everything before it is replaced by your summary. Continue the task from the summary's next step.";
  }

  async handlePartialBlock(block: PartialToolUse<ClineDefaultTool.CONDENSE>, ui: UIHelpers): Promise<void> {
    await ui.say("condense", block.params.context ?? "", true);
  }

  getDescription(block: ToolUse<ClineDefaultTool.CONDENSE> | PartialToolUse<ClineDefaultTool.CONDENSE>): string {
    return describeToolCall(block.name);
  }
}
