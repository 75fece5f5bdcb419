import type { IPartialBlockHandler, IToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import type { AskResponse, TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolSuccess, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { describeAttachedImages, userReplyImages, userReplyText } from "../handler-support/user-reply.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** The ask type hosts render as a question with optional one-click answers. */
const FOLLOWUP_ASK_TYPE = "followup";

/** Asks the user a question (with optional one-click answers) and hands the model their answer. */
export class AskFollowupQuestionToolHandler implements IToolHandler<ClineDefaultTool.ASK>, IPartialBlockHandler<ClineDefaultTool.ASK> {
  readonly name = ClineDefaultTool.ASK;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.ASK>): Promise<ToolResponse> {
    const { question, options } = block.params;
    if (config.yolo) {
      // Nobody watches a YOLO run, so waiting for an answer would stall the task forever.
      return (
        `[YOLO mode: the user is not available to answer '${question}'. ` +
        "Do not ask again; decide with your best judgement, state the assumption you made, and carry on with the task.]"
      );
    }
    const answer = await config.callbacks.ask(FOLLOWUP_ASK_TYPE, JSON.stringify({ question, options: options ?? [] }));
    return toolSuccess(formatAnswer(answer, options ?? []), userReplyImages(answer));
  }

  async handlePartialBlock(block: PartialToolUse<ClineDefaultTool.ASK>, ui: UIHelpers): Promise<void> {
    const { question, options } = block.params;
    await ui.say(FOLLOWUP_ASK_TYPE, JSON.stringify({ question: question ?? "", options: options ?? [] }), true);
  }

  getDescription(block: ToolUse<ClineDefaultTool.ASK> | PartialToolUse<ClineDefaultTool.ASK>): string {
    return describeToolCall(block.name, block.params.question);
  }
}

function formatAnswer(answer: AskResponse, options: readonly string[]): string {
  const text = userReplyText(answer);
  const images = describeAttachedImages(answer);
  if (text === undefined) {
    const verdict =
      answer.response === "no"
        ? "The user declined to answer the question."
        : "The user sent an empty reply and did not answer the question.";
    return [verdict, images, "Continue with your best judgement, or ask again only if you truly cannot proceed."]
      .filter((part) => part !== "")
      .join(" ");
  }
  const picked = options.find((option) => option.trim() === text);
  const note =
    picked === undefined
      ? options.length > 0
        ? "(The user wrote their own answer instead of picking one of your options.)"
        : ""
      : `(The user picked one of your options: "${picked}".)`;
  return [`<answer>\n${text}\n</answer>`, note, images].filter((part) => part !== "").join("\n");
}
