import type { IToolHandler } from "../contracts/tool-handler.js";
import type { TaskConfig } from "../contracts/task-config.js";
import type { PartialToolUse, ToolUse } from "../contracts/tool-use.js";
import { toolError, type ToolResponse } from "../contracts/tool-response.js";
import { ClineDefaultTool } from "../generated/tool-names.js";
import { describeThrownError } from "../util/describe-thrown-error.js";
import { describeToolCall } from "../handler-support/describe-tool-call.js";
import { computeGitDiff, findGitRefProblem } from "../handler-support/git-diff.js";
import { missingServiceError } from "../handler-support/missing-service-error.js";
import type { ToolValidator } from "../validation/ToolValidator.js";

/** Computes the git diff between two references and has the host show the user an explanation of it. */
export class GenerateExplanationToolHandler implements IToolHandler<ClineDefaultTool.GENERATE_EXPLANATION> {
  readonly name = ClineDefaultTool.GENERATE_EXPLANATION;

  constructor(_validator: ToolValidator) {}

  async execute(config: TaskConfig, block: ToolUse<ClineDefaultTool.GENERATE_EXPLANATION>): Promise<ToolResponse> {
    const host = config.services.taskHost;
    if (host?.explainChanges === undefined) {
      return missingServiceError(block.name, "taskHost", "showing explanations of code changes");
    }
    const { title, from_ref: fromRef, to_ref: toRef } = block.params;
    for (const [param, ref] of [["from_ref", fromRef], ["to_ref", toRef]] as const) {
      const problem = ref === undefined ? undefined : findGitRefProblem(ref);
      if (problem !== undefined) {
        return toolError(`${block.name}: '${param}' ${problem}. Give a commit hash, a branch, a tag or an expression such as HEAD~2.`);
      }
    }
    const range = toRef === undefined ? `'${fromRef}' and the working tree` : `'${fromRef}' and '${toRef}'`;
    const outcome = await computeGitDiff(config.cwd, fromRef, toRef, config.limits.commandTimeoutMs);
    if (!outcome.ok) {
      return toolError(
        `${block.name} could not compute the diff between ${range}: ${outcome.error}. ` +
          "Check that the workspace is a git repository and that the references exist (for example with `git log --oneline -10`).",
      );
    }
    if (outcome.diff.trim() === "") {
      return toolError(
        `${block.name}: there are no changes between ${range}, so there is nothing to explain. ` +
          "Check the references; uncommitted new files only appear once they are tracked by git.",
      );
    }
    let answer: string;
    try {
      answer = await host.explainChanges({ title, fromRef, toRef, diff: outcome.diff });
    } catch (error) {
      return toolError(`${block.name} failed: the host could not show the explanation (${describeThrownError(error)}).`);
    }
    const fileCount = outcome.diff.split("\n").filter((line) => line.startsWith("diff --git ")).length;
    const summary = `The explanation '${title}' of the changes between ${range} (${fileCount} file${fileCount === 1 ? "" : "s"}) was shown to the user.`;
    return answer.trim() === "" ? summary : `${summary}\n${answer.trim()}`;
  }

  getDescription(block: ToolUse<ClineDefaultTool.GENERATE_EXPLANATION> | PartialToolUse<ClineDefaultTool.GENERATE_EXPLANATION>): string {
    return describeToolCall(block.name, block.params.title);
  }
}
