import type { IPartialBlockHandler, IToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Starts a new task carrying the given context; the user already approved it (approval class `user`). */
export class NewTaskHandler implements IToolHandler<ClineDefaultTool.NEW_TASK>, IPartialBlockHandler<ClineDefaultTool.NEW_TASK> {
  readonly name = ClineDefaultTool.NEW_TASK;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.NEW_TASK>): Promise<ToolResponse> {
    const host = config.services.taskHost;
    if (host?.startNewTask === undefined) {
      return missingServiceError(block.name, "taskHost", "starting a new task with the context carried over");
    }
    try {
      await host.startNewTask(block.params.context);
    } catch (error) {
      return toolError(`${block.name} failed: the host could not start the new task (${describeThrownError(error)}). Tell the user, and continue in this task.`);
    }
    return "The user started a new task with the context you provided. Nothing more is needed here unless the user asks for it.";
  }

  async handlePartialBlock(block: PartialToolUse<ClineDefaultTool.NEW_TASK>, ui: UIHelpers): Promise<void> {
    await ui.say("new_task", block.params.context ?? "", true);
  }

  getDescription(block: ToolUse<ClineDefaultTool.NEW_TASK> | PartialToolUse<ClineDefaultTool.NEW_TASK>): string {
    return describeToolCall(block.name);
  }
}
