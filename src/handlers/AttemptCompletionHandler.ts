import type { IPartialBlockHandler, IToolHandler, UIHelpers } from "../contracts/tool-handler.js";
import type { AskResponse, TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, toolSuccess, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { runCompletionCommand } from "../handler-support/run-completion-command.js";
import { describeAttachedImages, userReplyImages, userReplyText } from "../handler-support/user-reply.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** The say and ask type hosts render as the task's final result with accept and feedback controls. */
const COMPLETION_RESULT_TYPE = "completion_result";

/** Presents the task's result, optionally runs a demonstration command, and reports whether the user accepted. */
export class AttemptCompletionHandler implements IToolHandler<ClineDefaultTool.ATTEMPT>, IPartialBlockHandler<ClineDefaultTool.ATTEMPT> {
  readonly name = ClineDefaultTool.ATTEMPT;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.ATTEMPT>): Promise<ToolResponse> {
    const { result, command } = block.params;
    if (config.doubleCheckCompletion && config.taskState.timesCalled(ClineDefaultTool.ATTEMPT) === 0) {
      return toolError(
        `${block.name} was not accepted yet: before finishing, double-check your work. Re-read the original task and ` +
          "confirm that every requirement is met, that the files you changed contain what you intended, and that " +
          "builds or tests you ran passed. Fix anything that is missing, then call attempt_completion again.",
      );
    }
    await config.callbacks.say(COMPLETION_RESULT_TYPE, result);
    const commandReport = command === undefined || command.trim() === "" ? undefined : await runCompletionCommand(config, block.name, command.trim());
    const answer = await config.callbacks.ask(COMPLETION_RESULT_TYPE);
    const verdict = describeVerdict(answer);
    const text = commandReport === undefined ? verdict : `${commandReport}\n\n${verdict}`;
    const outcome = toolSuccess(text, userReplyImages(answer));
    // The host learns from the result itself that the task is over, without parsing text.
    return answer.response === "yes" ? { ...outcome, completesTask: true } : outcome;
  }

  async handlePartialBlock(block: PartialToolUse<ClineDefaultTool.ATTEMPT>, ui: UIHelpers): Promise<void> {
    await ui.say(COMPLETION_RESULT_TYPE, block.params.result ?? "", true);
  }

  getDescription(block: ToolUse<ClineDefaultTool.ATTEMPT> | PartialToolUse<ClineDefaultTool.ATTEMPT>): string {
    return describeToolCall(block.name);
  }
}

function describeVerdict(answer: AskResponse): string {
  const reply = userReplyText(answer);
  const images = describeAttachedImages(answer);
  if (answer.response === "yes") {
    // Accepting ends the task; a note typed alongside is passed on but asks for nothing more.
    const note = reply === undefined ? "" : `\nThe user's closing note:\n${reply}`;
    return `The user accepted the result. The task is complete.${note}`;
  }
  if (reply === undefined) {
    return [
      "The user did not accept the result and gave no feedback.",
      images,
      "Review the task again, finish what is missing, then call attempt_completion again.",
    ]
      .filter((part) => part !== "")
      .join(" ");
  }
  return [
    "The user gave feedback on the result instead of accepting it. Address the feedback, then call attempt_completion again.",
    `<feedback>\n${reply}\n</feedback>`,
    images,
  ]
    .filter((part) => part !== "")
    .join("\n");
}
