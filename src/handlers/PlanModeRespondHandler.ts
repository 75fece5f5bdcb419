import type { IPartialBlockHandler, IToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import type { AskResponse, TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolSuccess, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { describeAttachedImages, userReplyImages, userReplyText } from "../handler-support/user-reply.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** The ask type hosts render as a plan-mode message awaiting the user's reply or a switch to act mode. */
const PLAN_RESPONSE_ASK_TYPE = "plan_mode_respond";

/** Shows the model's plan-mode message and returns the user's reply, or moves the task on when nobody will reply. */
export class PlanModeRespondHandler implements IToolHandler<ClineDefaultTool.PLAN_MODE>, IPartialBlockHandler<ClineDefaultTool.PLAN_MODE> {
  readonly name = ClineDefaultTool.PLAN_MODE;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.PLAN_MODE>): Promise<ToolResponse> {
    const { response, needs_more_exploration: needsMoreExploration } = block.params;
    if (needsMoreExploration === true) {
      await config.callbacks.say("text", response);
      return (
        "[Your message was shown to the user. Keep exploring: read the files and run the searches you still need, " +
        "then present your plan with plan_mode_respond.]"
      );
    }
    if (config.yolo) {
      await config.callbacks.say("text", response);
      if (config.mode === "plan") {
        await config.callbacks.switchMode("act");
        return (
          "[YOLO mode: the user is not available to review the plan, so the task was switched to ACT MODE. " +
          "Go ahead and carry out the plan you presented.]"
        );
      }
      return "[YOLO mode: no reply will come. Go ahead and carry out the plan you presented.]";
    }
    const answer = await config.callbacks.ask(PLAN_RESPONSE_ASK_TYPE, response);
    return toolSuccess(await describeReply(config, answer), userReplyImages(answer));
  }

  async handlePartialBlock(block: PartialToolUse<ClineDefaultTool.PLAN_MODE>, ui: UIHelpers): Promise<void> {
    await ui.say(PLAN_RESPONSE_ASK_TYPE, block.params.response ?? "", true);
  }

  getDescription(block: ToolUse<ClineDefaultTool.PLAN_MODE> | PartialToolUse<ClineDefaultTool.PLAN_MODE>): string {
    return describeToolCall(block.name);
  }
}

async function describeReply(config: TaskConfig, answer: AskResponse): Promise<string> {
  const reply = userReplyText(answer);
  const images = describeAttachedImages(answer);
  if (answer.response === "yes") {
    // "yes" is the user moving on to act mode; switching here makes that true whether or not the host already did.
    if (config.mode === "plan") await config.callbacks.switchMode("act");
    const note = reply === undefined ? "" : `\nThe user added:\n<user_message>\n${reply}\n</user_message>`;
    return `[The user approved the plan and switched to ACT MODE. Carry out the plan now.]${note}${images === "" ? "" : `\n${images}`}`;
  }
  if (reply === undefined) {
    const verdict =
      answer.response === "no" ? "The user declined the plan without saying why." : "The user sent an empty reply.";
    return [`[${verdict} Ask what should change, or revise the plan, with plan_mode_respond.]`, images].filter((part) => part !== "").join("\n");
  }
  return [
    `<user_message>\n${reply}\n</user_message>`,
    images,
    "Answer the user with plan_mode_respond; explore further first if their message needs it.",
  ]
    .filter((part) => part !== "")
    .join("\n");
}
